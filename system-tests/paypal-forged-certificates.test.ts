import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { sql } from 'kysely';
import { crc32 } from '../packages/providers/src/crc32.ts';
import { createRootAuthority } from '../apps/sandbox/src/paypal/certificate-authority.ts';
import { issueCertificate } from '../apps/sandbox/src/paypal/issue-certificate.ts';
import { freePort } from '../harness/ports.ts';
import { startSystem } from './helper.ts';
import { sendRawMail } from './send-raw-mail.ts';

const day = 24 * 60 * 60 * 1000;
// The attacker's own key, in certificates with PayPal's sandbox subject: self-signed, or under a root of their own.
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const paypalSubject = { commonName: 'messageverificationcerts.sandbox.paypal.com', organization: 'PayPal, Inc.', country: 'US' };
const selfSigned = issueCertificate({
  publicKey: attacker.publicKey,
  subject: paypalSubject,
  issuer: { subject: paypalSubject, privateKey: attacker.privateKey },
  profile: { kind: 'signing' },
  serialNumber: randomBytes(16),
  notBefore: new Date(Date.now() - day),
  notAfter: new Date(Date.now() + day),
});
const attackerCa = createRootAuthority({ commonName: 'Attacker root' }).intermediate({ commonName: 'Attacker intermediate' });
const attackerChain = `${attackerCa.issue({ publicKey: attacker.publicKey, subject: paypalSubject, profile: { kind: 'signing' } })}${attackerCa.certificatePem}`;

/** A host of the attacker's, not allowed, serving their certificates at PayPal's certificate path. */
async function attackerHost(t: Test) {
  const server = createServer((request, response) => {
    if (request.url === '/v1/notifications/certs/CERT-SELF') return response.end(selfSigned);
    if (request.url === '/v1/notifications/certs/CERT-CHAIN') return response.end(attackerChain);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

t.test('a PAYMENT.SALE.COMPLETED signed with a certificate of the attacker\'s own, from a user-content page, over http or from a host not allowed: 400, nothing stored, no payment, no membership, no commission', async (t) => {
  const ports = { sandbox: await freePort(), sandboxHttps: await freePort() };
  const sandboxHost = `127.0.0.1:${ports.sandbox}`;
  const paypalHost = `127.0.0.1:${ports.sandboxHttps}`;
  // The operator allowed PayPal's HTTPS host and, carelessly, the sandbox's own host, whose inbox shows anyone's mail.
  const system = await startSystem(t, { ports, env: { PAYPAL_CERT_HOSTS: `${paypalHost},${sandboxHost}` } });
  const webhookId = system.config.paypal!.webhookId!;
  const member = await system.member();
  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(start.status, 200, JSON.stringify(start.body));
  const { subscriptionId } = start.body.data as { subscriptionId: string };

  // User content on an allowed host: mails to the sandbox's inbox, shown at /mail/messages/<id>.
  const pages: string[] = [];
  for (const [subject, pem] of [['self-signed', selfSigned], ['chain to my root', attackerChain]] as const) {
    await sendRawMail(system.sandbox.smtpPort, { from: 'mallory@attacker.example', to: `certs-${subject.length}@attacker.example`, subject, text: `My certificate:\n${pem}` });
    const { messages } = (await (await fetch(`${system.sandboxUrl}/mail/api/messages?to=certs-${subject.length}@attacker.example`)).json()) as { messages: { id: string }[] };
    const page = `http://${sandboxHost}/mail/messages/${messages[0]!.id}`;
    // What a parser that takes the first PEM block of any page finds there: the attacker's key.
    const found = new X509Certificate(await (await fetch(page)).text());
    t.ok(found.publicKey.equals(attacker.publicKey), `${subject}: the inbox page serves the attacker's certificate`);
    pages.push(page);
  }
  const elsewhere = await attackerHost(t);
  const certUrls = [
    ...pages,
    ...pages.map((page) => page.replace('http://', 'https://')),
    `https://${paypalHost}/checkoutnow?token=${subscriptionId}`,
    `https://${paypalHost}/v1/notifications/certs/..%2F..%2F..%2Fmail%2Fmessages%2Fx`,
    `https://${paypalHost}/v1/notifications/certs/CERT-x/../../../../mail/messages/x`,
    `http://${paypalHost}/v1/notifications/certs/CERT-x`,
    `http://${elsewhere}/v1/notifications/certs/CERT-SELF`,
    `http://${elsewhere}/v1/notifications/certs/CERT-CHAIN`,
    `https://${elsewhere}/v1/notifications/certs/CERT-CHAIN`,
  ];

  const forgedIds: string[] = [];
  for (const certUrl of certUrls) {
    const id = `WH-FORGED-${randomBytes(6).toString('hex').toUpperCase()}`;
    forgedIds.push(id);
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'sale',
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: `FORGED${randomBytes(5).toString('hex').toUpperCase()}`, state: 'completed', amount: { total: '7.40', currency: 'USD' }, billing_agreement_id: subscriptionId },
    });
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    const signature = sign('sha256', Buffer.from(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body))}`), attacker.privateKey).toString('base64');
    const response = await fetch(`${system.apiUrl}/webhooks/paypal`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body,
    });
    const answer = (await response.json()) as { error?: { reason?: string } };
    t.equal(response.status, 400, certUrl);
    t.equal(answer.error?.reason, 'invalid-signature', certUrl);
  }

  // Give the worker time to act on anything that slipped through.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(system.db)).rows[0]!.n;
  t.equal(await count(sql<{ n: number }>`select count(*)::int as n from webhook_events where event_id in (${sql.join(forgedIds)})`), 0, 'no forged event stored');
  t.equal(await count(sql<{ n: number }>`select count(*)::int as n from webhook_events where type = 'PAYMENT.SALE.COMPLETED'`), 0, 'no sale event at all');
  t.equal(await count(sql<{ n: number }>`select count(*)::int as n from payments where user_id = ${member.uid}`), 0, 'no payment row');
  t.equal(await count(sql<{ n: number }>`select count(*)::int as n from payments where commission_thebe > 0`), 0, 'no commission');
  const user = await system.db.selectFrom('users').select(['membership_expiry', 'payment_status']).where('id', '=', member.uid).executeTakeFirstOrThrow();
  t.equal(user.membership_expiry, null, 'no membership time');
  t.equal((await system.call('GET', '/api/me', undefined, member.token)).body.data.membershipActive, false);
  const subscription = await system.db.selectFrom('subscriptions').select('status').where('paypal_subscription_id', '=', subscriptionId).executeTakeFirstOrThrow();
  t.not(subscription.status, 'ACTIVE', 'the subscription was never activated');
});
