import nodemailer from 'nodemailer';
import t from 'tap';
import { startTestSandbox } from './helpers/test-sandbox.ts';

interface MessageJson {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

t.test('mail stand-in', async (t) => {
  const sandbox = await startTestSandbox(t);
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ignoreTLS: true });
  t.teardown(() => transport.close());

  async function messages(query = ''): Promise<MessageJson[]> {
    const response = await fetch(`${sandbox.url}/mail/api/messages${query}`);
    return ((await response.json()) as { messages: MessageJson[] }).messages;
  }

  await transport.sendMail({
    from: 'GuidePass <no-reply@guidepass.test>',
    to: 'Thato@Example.com',
    subject: 'Welcome <b>Thato</b>',
    text: 'Confirm: http://localhost/confirm?token=abc',
    html: '<p class="x">Hi "Thato" & <a href="http://localhost/confirm?token=abc">confirm</a></p>',
  });
  await transport.sendMail({
    from: 'no-reply@guidepass.test',
    to: 'kagiso@example.com',
    bcc: 'audit@example.com',
    subject: 'Second',
    text: 'Plain only',
  });

  t.test('mail sent over SMTP shows up in the JSON API, newest first', async (t) => {
    const all = await messages();
    t.equal(all.length, 2);
    t.same(all.map((message) => message.subject), ['Second', 'Welcome <b>Thato</b>']);
    const [second, first] = all;
    t.match(first, {
      from: 'no-reply@guidepass.test',
      to: ['Thato@example.com'], // nodemailer lower-cases the domain of envelope addresses
      text: /token=abc/,
      html: /<p class="x">/,
    });
    t.ok(!Number.isNaN(Date.parse(first?.receivedAt ?? '')), 'receivedAt is an ISO date');
    t.equal(second?.html, null);

  });

  t.test('the recipient filter is case-insensitive and matches Bcc recipients', async (t) => {
    t.same((await messages('?to=thato@example.com')).map((message) => message.subject), ['Welcome <b>Thato</b>']);
    t.same((await messages('?to=AUDIT@example.com')).map((message) => message.subject), ['Second']);
    t.same(await messages('?to=nobody@example.com'), []);
  });

  t.test('the HTML inbox lists messages and the message page escapes headers and bodies', async (t) => {
    const inbox = await fetch(`${sandbox.url}/mail`);
    t.match(inbox.headers.get('content-type'), 'text/html');
    const inboxHtml = await inbox.text();
    t.match(inboxHtml, '<meta name="viewport" content="width=device-width, initial-scale=1">');
    t.match(inboxHtml, 'Welcome &lt;b&gt;Thato&lt;/b&gt;');
    t.notMatch(inboxHtml, '<b>Thato</b>');
    t.ok(inboxHtml.indexOf('Second') < inboxHtml.indexOf('Welcome'), 'newest first');

    const [, first] = await messages();
    const link = `/mail/messages/${first?.id}`;
    t.match(inboxHtml, `href="${link}"`);
    const page = await (await fetch(`${sandbox.url}${link}`)).text();
    t.match(page, 'token=abc');
    t.match(page, 'Thato@example.com');
    t.match(page, /<iframe sandbox="" [^>]*srcdoc="&lt;p class=&quot;x&quot;&gt;Hi &quot;Thato&quot; &amp; &lt;a /);
    t.equal((await fetch(`${sandbox.url}/mail/messages/nope`)).status, 404);
  });

});
