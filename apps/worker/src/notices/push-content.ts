import type { MemberNoticeKind } from '@guidepass/db';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';

/**
 * What the service worker shows for a notice (apps/web/src/sw/push-notices.ts reads it): the notification's title
 * and body, and the address a tap opens.
 */
export interface PushContent {
  kind: MemberNoticeKind;
  title: string;
  body: string;
  url: string;
}

/** "My membership", where receipts and charges are listed. */
export const membershipUrl = (appUrl: string) => appUrlOf(appUrl, appAddresses.membership);

/** The link in "ends soon", "has ended" and "payment failed": the app opens on renew (My membership). */
export const renewUrl = (appUrl: string) => appUrlOf(appUrl, appAddresses.renew);

/** A receipt; an automatic weekly charge of PayPal renewal ("charged") says so. */
export function receiptPush(
  appUrl: string,
  receipt: { receiptNumber: string; amount: string; weeks: number; tierName: string; endsAt: string; renewal?: { automatic: boolean } | undefined },
): PushContent {
  const weeks = receipt.weeks === 1 ? '1 week' : `${receipt.weeks} weeks`;
  return {
    kind: 'receipt',
    title: receipt.renewal?.automatic ? `Membership renewed: ${receipt.receiptNumber}` : `Payment received: ${receipt.receiptNumber}`,
    body: `${receipt.amount} for ${weeks} of ${receipt.tierName}. Active until ${receipt.endsAt} (Botswana time).`,
    url: membershipUrl(appUrl),
  };
}

export function endsSoonPush(appUrl: string, endsAt: string, timeLeft: string): PushContent {
  return { kind: 'ends-soon', title: `Your membership ends in ${timeLeft}`, body: `It ends on ${endsAt} (Botswana time). Tap to renew.`, url: renewUrl(appUrl) };
}

/** PayPal could not take a weekly charge; `activeUntil` is null once the membership has ended. */
export function paymentFailedPush(appUrl: string, activeUntil: string | null): PushContent {
  const standing = activeUntil ? `Active until ${activeUntil} (Botswana time).` : 'Your membership is not active now.';
  return { kind: 'payment-failed', title: 'Your guidepass payment failed', body: `PayPal could not take the weekly payment. ${standing} Tap to see what to do.`, url: renewUrl(appUrl) };
}

export function endedPush(appUrl: string, endedAt: string): PushContent {
  return { kind: 'ended', title: 'Your membership has ended', body: `It ended on ${endedAt} (Botswana time). Tap to renew.`, url: renewUrl(appUrl) };
}
