import type { MemberNoticeKind } from '@guidepass/db';
import { appAddresses, appUrlOf, renewAddressFor } from '@guidepass/domain/app-addresses';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { defaultLanguage } from '@guidepass/texts/language';
import { textsFor } from '@guidepass/texts/texts-for';

// Every push is written in its member's language (compose-notice.ts); the texts come last and default to the default one's.
const defaultTexts = textsFor(defaultLanguage);

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

/**
 * The link in "ends soon", "has ended" and "payment failed": the app opens on renew (My membership), with the way the
 * member paid last preselected when known (`&method=yoco`).
 */
export const renewUrl = (appUrl: string, method: PaymentMethod | null = null) => `${appUrl}${renewAddressFor(method)}`;

/** A receipt; an automatic weekly charge of PayPal renewal ("charged") says so. */
export function receiptPush(
  appUrl: string,
  receipt: { receiptNumber: string; amount: string; weeks: number; tierName: string; endsAt: string; renewal?: { automatic: boolean } | undefined },
  { push: pushText } = defaultTexts,
): PushContent {
  return {
    kind: 'receipt',
    title: receipt.renewal?.automatic ? pushText.receiptRenewedTitle(receipt.receiptNumber) : pushText.receiptTitle(receipt.receiptNumber),
    body: pushText.receiptBody(receipt.amount, pushText.weeks(receipt.weeks), receipt.tierName, receipt.endsAt),
    url: membershipUrl(appUrl),
  };
}

export function endsSoonPush(appUrl: string, endsAt: string, timeLeft: string, method: PaymentMethod | null = null, { push: pushText } = defaultTexts): PushContent {
  return { kind: 'ends-soon', title: pushText.endsSoonTitle(timeLeft), body: pushText.endsSoonBody(endsAt), url: renewUrl(appUrl, method) };
}

/** PayPal could not take a weekly charge; `activeUntil` is null once the membership has ended. */
export function paymentFailedPush(appUrl: string, activeUntil: string | null, method: PaymentMethod | null = null, { push: pushText, notice: noticeText } = defaultTexts): PushContent {
  const standing = activeUntil ? pushText.paymentFailedActiveUntil(activeUntil) : noticeText.membershipNotActive;
  return { kind: 'payment-failed', title: noticeText.paymentFailedTitle, body: pushText.paymentFailedBody(standing), url: renewUrl(appUrl, method) };
}

export function endedPush(appUrl: string, endedAt: string, method: PaymentMethod | null = null, { push: pushText } = defaultTexts): PushContent {
  return { kind: 'ended', title: pushText.endedTitle, body: pushText.endedBody(endedAt), url: renewUrl(appUrl, method) };
}

/** A refund: what was refunded and where the membership stands now. */
export function refundPush(
  appUrl: string,
  refund: { receiptNumber: string; refunded: string; activeUntil: string | null },
  { push: pushText, notice: noticeText } = defaultTexts,
): PushContent {
  const standing = refund.activeUntil ? pushText.paymentFailedActiveUntil(refund.activeUntil) : noticeText.membershipNotActive;
  return { kind: 'refund', title: pushText.refundTitle(refund.receiptNumber), body: pushText.refundBody(refund.refunded, standing), url: membershipUrl(appUrl) };
}
