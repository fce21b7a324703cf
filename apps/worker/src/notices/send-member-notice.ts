import type { Transporter } from 'nodemailer';
import type { Db } from '@guidepass/db';
import { formatGaboroneDateTime } from '@guidepass/domain/gaborone-month';
import { endedMailContent, endsSoonMailContent, receiptMailContent, type MailContent } from '../mail/templates.ts';
import { deleteUnsentNotice, findNoticeToSend, findReceiptFigures, markNoticeSent } from './member-notices-repository.ts';

export interface NoticeSenderDeps {
  db: Db;
  transporter: Transporter;
  from: string;
  appUrl: string;
}

export type NoticeOutcome = 'sent' | 'already-sent' | 'gone' | 'unverified' | 'no-longer-due';

const hourMs = 3600_000;

/** The link in "ends soon" and "has ended": the app opens on renew. */
export const renewUrl = (appUrl: string) => `${appUrl}/?renew=1`;

/** Money in the currency charged, from its minor units: `13.30 USD`. */
const amountLabel = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** How long until `end`: in whole days from a day on (`2 days`), else in hours (`5 hours`). */
function timeLeft(end: Date, now: Date): string {
  const hours = Math.max(1, Math.round((end.getTime() - now.getTime()) / hourMs));
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

type Composed = { to: string; content: MailContent } | { skip: Exclude<NoticeOutcome, 'sent'>; forget?: boolean };

async function compose(deps: NoticeSenderDeps, noticeId: string, now: Date): Promise<Composed> {
  const notice = await findNoticeToSend(deps.db, noticeId);
  if (!notice) return { skip: 'gone' };
  if (notice.sent_at) return { skip: 'already-sent' };
  if (!notice.email_verified_at) return { skip: 'unverified' };
  const expiry = notice.membership_expiry;
  switch (notice.kind) {
    case 'receipt': {
      const figures = await findReceiptFigures(deps.db, notice.user_id, notice.key);
      if (!figures?.receipt_number || !figures.captured_at) return { skip: 'gone' };
      const content = receiptMailContent({
        receiptNumber: figures.receipt_number,
        paidAt: formatGaboroneDateTime(figures.captured_at),
        tierName: figures.tier_name,
        amount: amountLabel(figures.amount_minor, figures.currency),
        weeks: figures.weeks,
        endsAt: expiry ? formatGaboroneDateTime(expiry) : '—',
      });
      return { to: notice.email, content };
    }
    case 'ends-soon':
      // Renewed (the expiry moved) or already over: this expiry's reminder no longer applies.
      if (!expiry || notice.expiry_key !== notice.key || expiry <= now) return { skip: 'no-longer-due', forget: true };
      return { to: notice.email, content: endsSoonMailContent(formatGaboroneDateTime(expiry), timeLeft(expiry, now), renewUrl(deps.appUrl)) };
    case 'ended':
      if (!expiry || notice.expiry_key !== notice.key || expiry > now) return { skip: 'no-longer-due', forget: true };
      return { to: notice.email, content: endedMailContent(formatGaboroneDateTime(expiry), renewUrl(deps.appUrl)) };
  }
}

/**
 * Mails one recorded notice and marks it sent. A notice already sent, whose member is gone, or whose expiry moved
 * since it was recorded sends nothing (a moved expiry's notice is forgotten: the new expiry gets its own). An SMTP
 * failure throws, so the job is retried; a crash between the mail and the mark can repeat that one mail.
 */
export async function sendMemberNotice(deps: NoticeSenderDeps, noticeId: string, now = new Date()): Promise<NoticeOutcome> {
  const mail = await compose(deps, noticeId, now);
  if ('skip' in mail) {
    if (mail.forget) await deleteUnsentNotice(deps.db, noticeId);
    return mail.skip;
  }
  await deps.transporter.sendMail({ from: deps.from, to: mail.to, ...mail.content });
  await markNoticeSent(deps.db, noticeId);
  return 'sent';
}
