import type { Db } from '@guidepass/db';
import { isPaymentMethod } from '@guidepass/domain/payment-providers';
import type { Catalogue } from '@guidepass/texts/catalogue';
import { chargedOtherThanPrice, formatAmountCharged, formatDateTime as formatDateTimeIn, formatDayMonth as formatDayMonthIn, formatPula as formatPulaIn } from '@guidepass/texts/format';
import { languageOr } from '@guidepass/texts/language';
import { formatPaidWith as formatPaidWithIn, type PaymentWayFacts } from '@guidepass/texts/paid-with';
import { textsFor } from '@guidepass/texts/texts-for';
import { endedMailContent, endsSoonMailContent, paymentFailedMailContent, receiptMailContent, refundMailContent, type MailContent } from '../mail/templates.ts';
import { findNoticeToSend, findReceiptFigures, findRefundFigures } from './member-notices-repository.ts';
import { endedPush, endsSoonPush, membershipUrl, paymentFailedPush, receiptPush, refundPush, renewUrl, type PushContent } from './push-content.ts';

export type NoticeSkip = 'already-sent' | 'gone' | 'unverified' | 'no-longer-due';

/** One notice as its member receives it: by mail to `to`, and as a push to each of the member's devices. */
export type ComposedNotice =
  | { userId: string; to: string; sentAt: Date | null; pushesQueuedAt: Date | null; mail: MailContent; push: PushContent }
  | { skip: Exclude<NoticeSkip, 'already-sent'>; forget?: boolean };

const hourMs = 3600_000;

/** How long until `end`: in whole days from a day on (`2 days`), else in hours (`5 hours`). */
function timeLeft(end: Date, now: Date, { notice: noticeText }: Catalogue): string {
  const hours = Math.max(1, Math.round((end.getTime() - now.getTime()) / hourMs));
  if (hours < 24) return noticeText.hoursLeft(hours);
  return noticeText.daysLeft(Math.round(hours / 24));
}

/**
 * The texts of one recorded notice from what Postgres holds now, in its member's stored language, or why it goes to
 * no one: its member is gone or unverified, or the expiry it was about has moved (`forget`: the new expiry gets its
 * own notice). `providers` (the configured ones) are those the payment-failed mail offers to renew with; `textsOf`
 * gives the texts of a stored language (a test gives its test-only language's).
 */
export async function composeNotice(
  db: Db,
  appUrl: string,
  noticeId: string,
  now: Date,
  providers?: readonly string[],
  textsOf: (stored: string) => Catalogue = (stored) => textsFor(languageOr(stored)),
): Promise<ComposedNotice> {
  const notice = await findNoticeToSend(db, noticeId);
  if (!notice) return { skip: 'gone' };
  if (!notice.email_verified_at) return { skip: 'unverified' };
  const texts = textsOf(notice.language);
  const language = texts.language;
  const { messages, mail: mailText } = texts;
  const formatDateTime = (at: Date) => formatDateTimeIn(at, language);
  const formatDayMonth = (at: Date) => formatDayMonthIn(at, language);
  const formatPula = (thebe: number) => formatPulaIn(thebe, language);
  const formatPaidWith = (way: PaymentWayFacts) => formatPaidWithIn(way, texts);
  const member = { userId: notice.user_id, to: notice.email, sentAt: notice.sent_at, pushesQueuedAt: notice.pushes_queued_at };
  const expiry = notice.membership_expiry;
  // The reminders' renew link preselects the way the member paid last.
  const method = isPaymentMethod(notice.last_provider) ? notice.last_provider : null;
  switch (notice.kind) {
    case 'receipt': {
      const figures = await findReceiptFigures(db, notice.user_id, notice.key);
      if (!figures?.receipt_number || !figures.captured_at) return { skip: 'gone' };
      const receipt = {
        receiptNumber: figures.receipt_number,
        paidAt: formatDateTime(figures.captured_at),
        tierName: figures.tier_name,
        // the pula price, and what was charged where that is another currency or amount (product.md §13)
        price: formatPula(figures.price_thebe),
        paidWith: formatPaidWith({ provider: figures.provider, mobilePhone: figures.mobile_phone, mobileOperator: figures.mobile_operator }),
        amount: chargedOtherThanPrice(figures.price_thebe, figures.amount_minor, figures.currency) ? formatAmountCharged(figures.amount_minor, figures.currency) : null,
        weeks: figures.weeks,
        endsAt: expiry ? formatDateTime(expiry) : '—',
        membershipUrl: membershipUrl(appUrl),
        // a charge of PayPal's automatic renewal ("charged"): weekly after the first sale the member approved
        renewal: figures.subscription_id ? { automatic: figures.weeks === 1, manageUrl: renewUrl(appUrl) } : undefined,
      };
      // the push names what left the member's account: the charge, or the pula price where that is what was charged
      return { ...member, mail: receiptMailContent(receipt, texts), push: receiptPush(appUrl, { ...receipt, amount: receipt.amount ?? receipt.price }, texts) };
    }
    case 'refund': {
      const figures = await findRefundFigures(db, notice.user_id, notice.key);
      if (!figures) return { skip: 'gone' };
      // the pula share refunded, and what went back in the currency charged where that differs (product.md §13)
      const share = Math.round((figures.price_thebe * figures.amount_minor) / Math.max(1, figures.paid_minor));
      const charged = chargedOtherThanPrice(figures.price_thebe, figures.paid_minor, figures.currency) ? formatAmountCharged(figures.amount_minor, figures.currency) : null;
      const refund = {
        receiptNumber: figures.receipt_number ?? '—',
        refunded: mailText.refundedAmount(formatPula(share), charged),
        weeksTakenBack: figures.weeks_taken_back,
        activeUntil: expiry && expiry > now ? formatDateTime(expiry) : null,
        paidWith: formatPaidWith({ provider: figures.provider, mobilePhone: figures.mobile_phone, mobileOperator: figures.mobile_operator }),
        endedByRefund:
          expiry && expiry > now ? null : messages.outcomeRefunded(formatPula(figures.price_thebe), formatDayMonth(figures.captured_at ?? now), formatDayMonth(expiry ?? now)),
        membershipUrl: membershipUrl(appUrl),
      };
      return { ...member, mail: refundMailContent(refund, texts), push: refundPush(appUrl, refund, texts) };
    }
    case 'ends-soon': {
      // Renewed (the expiry moved) or already over: this expiry's reminder no longer applies.
      if (!expiry || notice.expiry_key !== notice.key || expiry <= now) return { skip: 'no-longer-due', forget: true };
      const [endsAt, left] = [formatDateTime(expiry), timeLeft(expiry, now, texts)];
      return { ...member, mail: endsSoonMailContent(endsAt, left, renewUrl(appUrl, method), texts), push: endsSoonPush(appUrl, endsAt, left, method, texts) };
    }
    case 'payment-failed': {
      const activeUntil = expiry && expiry > now ? formatDateTime(expiry) : null;
      const mail = paymentFailedMailContent(activeUntil, renewUrl(appUrl, method), texts, providers);
      return { ...member, mail, push: paymentFailedPush(appUrl, activeUntil, method, texts) };
    }
    case 'ended': {
      if (!expiry || notice.expiry_key !== notice.key || expiry > now) return { skip: 'no-longer-due', forget: true };
      const endedAt = formatDateTime(expiry);
      return { ...member, mail: endedMailContent(endedAt, renewUrl(appUrl, method), texts), push: endedPush(appUrl, endedAt, method, texts) };
    }
  }
}
