import PostalMime, { type Address } from 'postal-mime';
import type { ReceivedMail } from './mail-store.ts';

export interface SmtpEnvelope {
  mailFrom: string | null;
  rcptTo: string[];
}

function firstAddress(address: Address | undefined): string | null {
  if (!address) return null;
  if (address.address) return address.address;
  return address.group?.[0]?.address ?? null;
}

/**
 * Recipients come from the SMTP envelope rather than the To header, so Cc and
 * Bcc recipients find their mail too, as in a real inbox.
 */
export async function parseReceivedMail(raw: Buffer, envelope: SmtpEnvelope): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  return {
    from: firstAddress(email.from) ?? envelope.mailFrom ?? '',
    to: envelope.rcptTo,
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? null,
  };
}
