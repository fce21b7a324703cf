import { createPrivateKey, createSign, generateKeyPairSync } from 'node:crypto';
import t from 'tap';
import webPush from 'web-push';
import { startTestSandbox } from './helpers/test-sandbox.ts';

interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

interface ReceivedJson {
  ttl: number;
  urgency: string | null;
  text: string | null;
  json: unknown;
  problem: string | null;
}

const vapid = webPush.generateVAPIDKeys();
const subject = 'mailto:ops@guidepass.test';

/** What web-push would send, sent over plain HTTP (its sendNotification assumes https). */
async function push(subscription: PushSubscriptionJson, payload: string | null, options: webPush.RequestOptions = {}) {
  const details = webPush.generateRequestDetails(subscription, payload ?? undefined, {
    vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: 60,
    contentEncoding: 'aes128gcm',
    ...options,
  });
  return fetch(details.endpoint, { method: details.method, headers: details.headers, body: details.body ?? null });
}

/** A VAPID JWT signed with `privateKey` carrying `claims` (for the refusals web-push will not produce). */
function vapidToken(claims: Record<string, unknown>, privatePem = webPushPrivatePem()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const signature = createSign('sha256').update(body).sign({ key: privatePem, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

/** web-push's private key (base64url d) as PEM, for signing tokens by hand. */
function webPushPrivatePem(): string {
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', d: vapid.privateKey, x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  return createPrivateKey({ key: jwk, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' }).toString();
}

t.test('push service stand-in', async (t) => {
  const sandbox = await startTestSandbox(t);
  const control = `${sandbox.url}/push/_control`;

  async function subscribe(applicationServerKey = vapid.publicKey): Promise<PushSubscriptionJson> {
    const response = await fetch(`${control}/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationServerKey }) });
    t.equal(response.status, 201);
    return (await response.json()) as PushSubscriptionJson;
  }
  async function received(subscription: PushSubscriptionJson, query = ''): Promise<ReceivedJson[]> {
    const id = subscription.endpoint.split('/').at(-1);
    return ((await (await fetch(`${control}/subscriptions/${id}/messages${query}`)).json()) as { messages: ReceivedJson[] }).messages;
  }

  t.test('a subscription looks like a browser PushSubscription', async (t) => {
    const subscription = await subscribe();
    t.match(subscription.endpoint, new RegExp(`^${sandbox.url}/push/send/[A-Za-z0-9_-]+$`));
    t.equal(Buffer.from(subscription.keys.p256dh, 'base64url').length, 65);
    t.equal(Buffer.from(subscription.keys.auth, 'base64url').length, 16);
    const bad = await fetch(`${control}/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationServerKey: 'abc' }) });
    t.equal(bad.status, 400);
  });

  t.test('a message sent with VAPID is accepted and decrypts with the subscription keys', async (t) => {
    const subscription = await subscribe();
    const waiting = received(subscription, '?count=1&waitMs=5000');
    const response = await push(subscription, JSON.stringify({ title: 'Ends soon', url: 'http://app/?renew=1' }), { urgency: 'high' });
    t.equal(response.status, 201);
    const [message] = await waiting;
    t.match(message, { ttl: 60, urgency: 'high', problem: null, json: { title: 'Ends soon', url: 'http://app/?renew=1' } });
  });

  t.test('missing or wrong VAPID is refused like a real push service', async (t) => {
    const subscription = await subscribe();
    const details = webPush.generateRequestDetails(subscription, 'hi', { vapidDetails: { subject, ...vapid }, TTL: 60 });
    const headers = details.headers as Record<string, string>;
    const send = (changed: Record<string, string | undefined>) =>
      fetch(subscription.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries({ ...headers, ...changed }).filter((entry): entry is [string, string] => entry[1] !== undefined)),
        body: details.body ?? null,
      });
    t.equal((await send({ Authorization: undefined })).status, 401, 'no Authorization');
    const other = webPush.generateVAPIDKeys();
    const otherDetails = webPush.generateRequestDetails(subscription, 'hi', { vapidDetails: { subject, ...other }, TTL: 60 });
    t.equal((await send({ Authorization: (otherDetails.headers as Record<string, string>).Authorization })).status, 403, "another server's key");
    const now = Math.floor(Date.now() / 1000);
    const origin = new URL(subscription.endpoint).origin;
    const withToken = (claims: Record<string, unknown>) => send({ Authorization: `vapid t=${vapidToken(claims)}, k=${vapid.publicKey}` });
    t.equal((await withToken({ aud: 'https://elsewhere.example', exp: now + 600, sub: subject })).status, 403, 'another audience');
    t.equal((await withToken({ aud: origin, exp: now + 25 * 3600, sub: subject })).status, 403, 'expiry beyond 24 h');
    t.equal((await withToken({ aud: origin, exp: now - 1, sub: subject })).status, 403, 'expired');
    const forged = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    t.equal((await send({ Authorization: `vapid t=${vapidToken({ aud: origin, exp: now + 600, sub: subject }, forged)}, k=${vapid.publicKey}` })).status, 403, 'signed with another key');
    t.equal((await withToken({ aud: origin, exp: now + 600, sub: subject })).status, 201, 'a good token by hand is accepted');
    t.equal((await send({ TTL: undefined })).status, 400, 'no TTL');
    t.equal((await send({ 'Content-Encoding': 'aesgcm' })).status, 415, 'another encoding');
    t.equal((await received(subscription)).length, 1, 'only the accepted message is kept');
  });

  t.test('a body is kept whatever its Content-Type, or with none, still checked for VAPID and encoding', async (t) => {
    const subscription = await subscribe();
    const details = webPush.generateRequestDetails(subscription, '{"title":"any type"}', { vapidDetails: { subject, ...vapid }, TTL: 60, contentEncoding: 'aes128gcm' });
    const headers = Object.fromEntries(Object.entries(details.headers as Record<string, string>).filter(([name]) => name.toLowerCase() !== 'content-type'));
    const send = (extra: Record<string, string>) => fetch(subscription.endpoint, { method: 'POST', headers: { ...headers, ...extra }, body: new Blob([details.body ?? '']) });
    // RFC 8030 defines no content type for a push message: each of these is a real push service's 201.
    for (const contentType of ['application/octet-stream', 'text/plain;charset=UTF-8', 'application/json', 'application/x-anything', '']) {
      const response = await send(contentType ? { 'Content-Type': contentType } : {});
      t.equal(response.status, 201, contentType || 'no Content-Type');
    }
    const messages = await received(subscription);
    t.equal(messages.length, 5);
    t.ok(messages.every((message) => message.problem === null && (message.json as { title?: string }).title === 'any type'), 'every body decrypts unchanged');
    t.equal((await send({ 'Content-Type': 'text/plain', Authorization: '' })).status, 401, 'VAPID still required');
    t.equal((await send({ 'Content-Type': 'text/plain', 'Content-Encoding': 'aesgcm' })).status, 415, 'aes128gcm still required');
    t.equal((await send({ 'Content-Type': 'text/plain', TTL: '' })).status, 400, 'TTL still required');
    t.equal((await received(subscription)).length, 5, 'refused pushes are not kept');
  });

  t.test('an unknown endpoint is 404 and an expired subscription 410', async (t) => {
    const subscription = await subscribe();
    t.equal((await push({ ...subscription, endpoint: `${sandbox.url}/push/send/nobody` }, 'x')).status, 404);
    const id = subscription.endpoint.split('/').at(-1);
    t.equal((await fetch(`${control}/subscriptions/${id}/expire`, { method: 'POST' })).status, 204);
    t.equal((await push(subscription, 'x')).status, 410);
  });
});
