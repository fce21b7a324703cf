import { connect } from 'node:net';

/** Hands one plain-text mail to an SMTP server (the sandbox's open inbox), as anyone on the network could. */
export async function sendRawMail(port: number, mail: { from: string; to: string; subject: string; text: string }): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  const replies: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      // the last line of a reply: code and a space (continuation lines have a dash)
      if (/^\d{3} /.test(line)) (waiting.shift() ?? ((done) => replies.push(done)))(line);
    }
  });
  const reply = () => new Promise<string>((resolve) => (replies.length ? resolve(replies.shift()!) : waiting.push(resolve)));
  const step = async (command: string | null, expected: string) => {
    if (command !== null) socket.write(`${command}\r\n`);
    const line = await reply();
    if (!line.startsWith(expected)) throw new Error(`SMTP ${command ?? 'greeting'}: ${line}`);
  };
  try {
    await step(null, '220');
    await step('EHLO attacker.example', '250');
    await step(`MAIL FROM:<${mail.from}>`, '250');
    await step(`RCPT TO:<${mail.to}>`, '250');
    await step('DATA', '354');
    const body = mail.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await step(`From: <${mail.from}>\r\nTo: <${mail.to}>\r\nSubject: ${mail.subject}\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n${body}\r\n.`, '250');
    await step('QUIT', '221');
  } finally {
    socket.destroy();
  }
}
