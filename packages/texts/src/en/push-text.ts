import { autoRenewalPushText } from './providers/provider-texts.ts';

/** What a membership notice says as a Web Push notification on a device (title and body). */
export const pushText = {
  receiptTitle: (receiptNumber: string) => `Payment received: ${receiptNumber}`,
  receiptRenewedTitle: (receiptNumber: string) => `Membership renewed: ${receiptNumber}`,
  weeks: (weeks: number) => (weeks === 1 ? '1 week' : `${weeks} weeks`),
  receiptBody: (amount: string, weeks: string, tierName: string, endsAt: string) =>
    `${amount} for ${weeks} of ${tierName}. Active until ${endsAt} (Botswana time).`,
  refundTitle: (receiptNumber: string) => `Payment refunded: ${receiptNumber}`,
  refundBody: (amount: string, standing: string) => `${amount} refunded. ${standing}`,
  endsSoonTitle: (timeLeft: string) => `Your membership ends in ${timeLeft}`,
  endsSoonBody: (endsAt: string) => `It ends on ${endsAt} (Botswana time). Tap to renew.`,
  paymentFailedActiveUntil: (activeUntil: string) => `Active until ${activeUntil} (Botswana time).`,
  ...autoRenewalPushText,
  endedTitle: 'Your membership has ended',
  endedBody: (endedAt: string) => `It ended on ${endedAt} (Botswana time). Tap to renew.`,
} as const;
