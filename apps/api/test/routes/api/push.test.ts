import { createECDH, randomBytes } from 'node:crypto';
import t from 'tap';
import { messages } from '@guidepass/domain/messages';
import { build, json, signupBody, verifiedMember } from '../../helper.ts';

const vapid = {
  VAPID_PUBLIC_KEY: (() => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return ecdh.getPublicKey().toString('base64url');
  })(),
  VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
  VAPID_SUBJECT: 'mailto:ops@guidepass.test',
};
const pushService = 'http://127.0.0.1:4999';

/** A subscription as a browser's `toJSON()` gives it, at the allowed test push service unless told otherwise. */
function browserSubscription(endpoint = `${pushService}/push/send/${randomBytes(12).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

t.test('push routes: the key, registering and forgetting this device', async (t) => {
  const app = await build(t, { ...vapid, PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,${pushService}` });
  const neo = await verifiedMember(app, 'neo@example.com');
  const mpho = await verifiedMember(app, 'mpho@example.com');
  const as = (member: { accessToken: string }) => ({ authorization: `Bearer ${member.accessToken}` });
  const put = (member: { accessToken: string }, payload: unknown) => app.inject({ method: 'PUT', url: '/api/push/subscriptions', headers: as(member), payload: payload as object });
  const del = (member: { accessToken: string }, payload: unknown) => app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: as(member), payload: payload as object });
  const rows = () => app.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint', 'p256dh', 'auth']).orderBy('created_at').execute();

  t.test('the public VAPID key', async (t) => {
    const answer = await app.inject({ method: 'GET', url: '/api/push/key', headers: as(neo) });
    t.equal(answer.statusCode, 200);
    t.same(json(answer).data, { publicKey: vapid.VAPID_PUBLIC_KEY });
    t.equal((await app.inject({ method: 'GET', url: '/api/push/key' })).statusCode, 401, 'signed out');
  });

  t.test('a device registers once per endpoint; a second PUT renews its keys', async (t) => {
    const device = browserSubscription();
    const first = await put(neo, device);
    t.equal(first.statusCode, 200);
    t.same(json(first).data, { endpoint: device.endpoint });
    const renewed = { ...device, keys: browserSubscription().keys };
    t.equal((await put(neo, renewed)).statusCode, 200);
    const stored = (await rows()).filter((row) => row.endpoint === device.endpoint);
    t.equal(stored.length, 1);
    t.match(stored[0], { user_id: neo.uid, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
    t.equal((await put(neo, browserSubscription('https://fcm.googleapis.com/fcm/send/abc:def'))).statusCode, 200, 'a real push service');
  });

  t.test("another member's endpoint is refused and left as it was", async (t) => {
    const device = browserSubscription();
    await put(neo, device);
    const before = await rows();
    const taken = await put(mpho, browserSubscription(device.endpoint));
    t.equal(taken.statusCode, 409);
    t.match(json(taken).error, { code: 'aborted', reason: 'push-endpoint-taken', message: messages.pushEndpointTaken });
    const gone = await del(mpho, { endpoint: device.endpoint });
    t.equal(gone.statusCode, 404);
    t.equal(json(gone).error?.reason, 'push-subscription-not-found');
    t.same(await rows(), before);
  });

  t.test('bad input is a 400 and stores nothing', async (t) => {
    const before = await rows();
    const device = browserSubscription();
    const bad: Array<[string, unknown]> = [
      ['no keys', { endpoint: device.endpoint }],
      ['a short p256dh', { ...device, keys: { ...device.keys, p256dh: 'abc' } }],
      ['a padded auth', { ...device, keys: { ...device.keys, auth: `${device.keys.auth.slice(0, 20)}==` } }],
      ['an unknown field', { ...device, extra: 1 }],
      ['an endpoint too long', { ...device, endpoint: `${pushService}/${'x'.repeat(1100)}` }],
    ];
    for (const [what, payload] of bad) {
      const answer = await put(neo, payload);
      t.equal(answer.statusCode, 400, what);
      t.equal(json(answer).error?.code, 'invalid-argument', what);
    }
    const refused: Array<[string, string]> = [
      ['an internal address', 'http://127.0.0.1:6379/'],
      ['plain http at a real push service', 'http://fcm.googleapis.com/fcm/send/x'],
      ['another host', 'https://push.evil.example/x'],
      ['the allowed host on another port', 'http://127.0.0.1:5000/push/send/x'],
      ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
    ];
    for (const [what, endpoint] of refused) {
      const answer = await put(neo, browserSubscription(endpoint));
      t.equal(answer.statusCode, 400, what);
      t.equal(json(answer).error?.reason, 'push-endpoint-not-allowed', what);
    }
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const answer = await put(neo, { ...device, keys: { ...device.keys, p256dh: offCurve } });
    t.equal(answer.statusCode, 400, 'a p256dh off the curve');
    t.equal(json(answer).error?.reason, 'invalid-push-key');
    t.equal((await del(neo, {})).statusCode, 400, 'DELETE without an endpoint');
    t.same(await rows(), before);
  });

  t.test('an endpoint at the allowed push service with an unclean path is 400 and stores nothing', async (t) => {
    // A member of its own: the others' registrations spent much of their window's budget.
    const tau = await verifiedMember(app, 'tau@example.com');
    const before = await rows();
    const unclean: Array<[string, string]> = [
      ['a parent segment', `${pushService}/push/send/../../_control/subscriptions`],
      ['a current segment', `${pushService}/push/./send/abc`],
      ['an encoded parent segment', `${pushService}/push/send/%2E%2e/_control`],
      ['an encoded slash', `${pushService}/push/send/x%2F..%2f_control`],
      ['an encoded backslash', `${pushService}/push/send/x%5c..%5C_control`],
      ['a raw backslash', `${pushService}/push/send\\..\\_control`],
    ];
    for (const [what, endpoint] of unclean) {
      const answer = await put(tau, browserSubscription(endpoint));
      t.equal(answer.statusCode, 400, what);
      t.match(json(answer).error, { code: 'invalid-argument', reason: 'push-endpoint-not-allowed', message: messages.pushEndpointNotAllowed }, what);
    }
    t.same(await rows(), before);
  });

  t.test('a device is forgotten by its own member only, once', async (t) => {
    const device = browserSubscription();
    await put(mpho, device);
    t.equal((await del(mpho, { endpoint: device.endpoint })).statusCode, 200);
    t.equal((await del(mpho, { endpoint: device.endpoint })).statusCode, 404, 'a repeat');
    t.notOk((await rows()).some((row) => row.endpoint === device.endpoint));
  });

  t.test('a member keeps their 10 most recently registered devices', async (t) => {
    const kea = await verifiedMember(app, 'kea@example.com');
    const devices = Array.from({ length: 11 }, () => browserSubscription());
    for (const device of devices) t.equal((await put(kea, device)).statusCode, 200);
    const kept = (await rows()).filter((row) => row.user_id === kea.uid).map((row) => row.endpoint);
    t.equal(kept.length, 10);
    t.notOk(kept.includes(devices[0]!.endpoint), 'the first one registered is forgotten');
    t.ok(kept.includes(devices[10]!.endpoint));
  });

  t.test('an unverified e-mail is refused', async (t) => {
    await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('unverified@example.com') });
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'unverified@example.com', password: 'delta-safari-9' } });
    const answer = await put({ accessToken: json(login).data.accessToken }, browserSubscription());
    t.equal(answer.statusCode, 403);
    t.equal(json(answer).error?.reason, 'email-not-verified');
  });
});

t.test('device registrations and removals are limited per member: past the limit a 429 that stores and forgets nothing', async (t) => {
  const app = await build(t, { ...vapid, PUSH_SERVICE_ORIGINS: pushService, RATE_LIMIT_PUSH_PER_USER: '3' });
  const busy = await verifiedMember(app, 'busy@example.com');
  const calm = await verifiedMember(app, 'calm@example.com');
  const change = (member: { accessToken: string }, method: 'PUT' | 'DELETE', payload: object) =>
    app.inject({ method, url: '/api/push/subscriptions', headers: { authorization: `Bearer ${member.accessToken}` }, payload });
  const kept = browserSubscription();
  const statuses = [
    (await change(busy, 'PUT', kept)).statusCode,
    (await change(busy, 'PUT', browserSubscription())).statusCode,
    (await change(busy, 'DELETE', { endpoint: 'http://127.0.0.1:4999/push/send/unknown' })).statusCode,
  ];
  t.same(statuses, [200, 200, 404], 'the first three are answered (a removal counts too)');
  const refused = browserSubscription();
  const blocked = await change(busy, 'PUT', refused);
  t.equal(blocked.statusCode, 429);
  t.same(json(blocked).error, { code: 'resource-exhausted', reason: 'rate-limited', message: messages.tooManyRequests });
  t.ok(Number(blocked.headers['retry-after']) > 0);
  t.equal((await change(busy, 'DELETE', { endpoint: kept.endpoint })).statusCode, 429, 'a removal is limited too');
  const endpoints = (await app.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', busy.uid).execute()).map((row) => row.endpoint);
  t.ok(endpoints.includes(kept.endpoint), 'the refused removal forgot nothing');
  t.notOk(endpoints.includes(refused.endpoint), 'the refused registration stored nothing');
  t.equal((await change(calm, 'PUT', browserSubscription())).statusCode, 200, 'another member is unaffected');
});

t.test('without VAPID keys the push routes answer push-unavailable', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'kea@example.com');
  const answer = await app.inject({ method: 'GET', url: '/api/push/key', headers: { authorization: `Bearer ${member.accessToken}` } });
  t.equal(answer.statusCode, 404);
  t.equal(json(answer).error?.reason, 'push-unavailable');
});
