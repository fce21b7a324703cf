import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { MailStore } from './mail-store.ts';
import { parseReceivedMail } from './parse-received-mail.ts';

export const maxMessageBytes = 5 * 1024 * 1024;

function envelopeOf(session: SMTPServerSession) {
  const mailFrom = session.envelope.mailFrom;
  return {
    mailFrom: mailFrom ? mailFrom.address : null,
    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
}

/** An SMTP server that accepts any mail from anyone, without auth or TLS, into the store. */
export function createSmtpReceiver(store: MailStore): SMTPServer {
  const server = new SMTPServer({
    banner: 'GuidePass sandbox inbox',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: maxMessageBytes,
    rejectOversized: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(null, 'Rejected');
          return;
        }
        parseReceivedMail(Buffer.concat(chunks), envelopeOf(session)).then(
          (mail) => callback(null, `Message queued as ${store.add(mail).id}`),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // Connection-level errors (e.g. a client resetting mid-session) are emitted here;
  // without a listener they would crash the whole sandbox.
  server.on('error', (error: Error) => console.warn(`sandbox SMTP: ${error.message}`));
  return server;
}
