import type { RenewalAdminPart } from '../renewal-admin-part.ts';
import { SubscriptionCard } from './SubscriptionCard.tsx';

/** PayPal's part of the admin area: its subscriptions' cards, with "Re-check with PayPal". */
export const renewalAdminPart: RenewalAdminPart = { SubscriptionCard };
