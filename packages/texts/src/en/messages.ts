// The server's and the shared texts by area; `messages` (re-exported by @guidepass/domain/messages) is their union.
import { accountMessages } from './account-messages.ts';
import { deviceMessages } from './device-messages.ts';
import { mobileMoneyMessages } from './mobile-money-messages.ts';
import { paymentMessages } from './payment-messages.ts';
import { paymentWayMessages } from './payment-way-messages.ts';
import { refundMessages } from './refund-messages.ts';
import { requestMessages } from './request-messages.ts';
import { salespersonMessages } from './salesperson-messages.ts';
import { tripGuideMessages } from './trip-guide-messages.ts';

/** Every user-facing text the server and the web share, word for word from the original specification where it gives one. */
export const messages = { ...accountMessages, ...salespersonMessages, ...requestMessages, ...paymentMessages, ...refundMessages, ...mobileMoneyMessages, ...deviceMessages, ...tripGuideMessages, ...paymentWayMessages } as const;
