import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import type { MailJob } from '@guidepass/jobs';
import { mailContent } from '../mail/templates.ts';

export interface MailProcessorDeps {
  db: Db;
  transporter: Transporter;
  secret: string;
  appUrl: string;
  from: string;
  logger: Logger;
}

/**
 * Sends the mail for one token. A token that is gone (account deleted) or already used needs no mail; an SMTP
 * failure throws, so BullMQ retries with backoff.
 */
export function createMailProcessor(deps: MailProcessorDeps) {
  return async function processMail(job: Job<MailJob>): Promise<'sent' | 'skipped'> {
    const { kind, tokenId } = job.data;
    const row = await deps.db
      .selectFrom('email_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['u.email', 't.used_at', 't.expires_at'])
      .where('t.id', '=', tokenId)
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
      deps.logger.info({ jobId: job.id, kind }, 'mail skipped: token gone, used or expired');
      return 'skipped';
    }
    const { token, code } = deriveEmailToken(deps.secret, tokenId);
    const content = mailContent(kind, deps.appUrl, token, code);
    await deps.transporter.sendMail({ from: deps.from, to: row.email, ...content });
    deps.logger.info({ jobId: job.id, kind, requestId: job.data.requestId }, 'mail sent');
    return 'sent';
  };
}
