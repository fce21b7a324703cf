import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { deriveInviteToken, inviteUrl } from '@guidepass/domain/salesperson-invite';
import type { MailJob } from '@guidepass/jobs';
import { languageOr } from '@guidepass/texts/language';
import { textsFor } from '@guidepass/texts/texts-for';
import { inviteMailContent, mailContent, type MailContent } from '../mail/templates.ts';

export interface MailProcessorDeps {
  db: Db;
  transporter: Transporter;
  secret: string;
  appUrl: string;
  from: string;
  logger: Logger;
}

/** Whom to mail what, or null when the token is gone (account or record deleted), used, replaced or expired. */
async function composeMail(deps: MailProcessorDeps, job: MailJob): Promise<{ to: string; content: MailContent } | null> {
  if (job.kind === 'salesperson-invite') {
    const invite = await deps.db
      .selectFrom('salesperson_invites as i')
      .innerJoin('salespersons as s', 's.id', 'i.salesperson_id')
      .select(['i.email', 'i.used_at', 'i.replaced_at', 'i.expires_at', 's.full_name'])
      .where('i.id', '=', job.tokenId)
      .executeTakeFirst();
    if (!invite || invite.used_at || invite.replaced_at || invite.expires_at.getTime() <= Date.now()) return null;
    const url = inviteUrl(deps.appUrl, deriveInviteToken(deps.secret, job.tokenId));
    return { to: invite.email, content: inviteMailContent(url, invite.full_name) };
  }
  const row = await deps.db
    .selectFrom('email_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.email', 'u.language', 't.used_at', 't.expires_at'])
    .where('t.id', '=', job.tokenId)
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) return null;
  const { token, code } = deriveEmailToken(deps.secret, job.tokenId);
  // In the account's language; an invite goes to an address that may have no account yet, so in the default one.
  return { to: row.email, content: mailContent(job.kind, deps.appUrl, token, code, textsFor(languageOr(row.language))) };
}

/**
 * Sends the mail for one token. A token that is gone, already used or replaced needs no mail; an SMTP failure
 * throws, so BullMQ retries with backoff.
 */
export function createMailProcessor(deps: MailProcessorDeps) {
  return async function processMail(job: Job<MailJob>): Promise<'sent' | 'skipped'> {
    const { kind } = job.data;
    const mail = await composeMail(deps, job.data);
    if (!mail) {
      deps.logger.info({ jobId: job.id, kind }, 'mail skipped: token gone, used, replaced or expired');
      return 'skipped';
    }
    await deps.transporter.sendMail({ from: deps.from, to: mail.to, ...mail.content });
    deps.logger.info({ jobId: job.id, kind, requestId: job.data.requestId }, 'mail sent');
    return 'sent';
  };
}
