import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { messages } from '@guidepass/domain/messages';
import { webDist } from '../../harness/paths.ts';
import { localRedisUrl } from '../../harness/redis.ts';
import { startProduct, type InProcessProduct } from '../../harness/start-product.ts';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { waitForServiceWorkerControl } from '../pwa.ts';

// Web Push (issue 11 item 6, product.md §8): a member turns on notifications on this device in My membership; when
// their membership comes within RENEWAL_REMINDER_HOURS of its end, the worker mails "ends soon" and pushes it to the
// device's subscription; the sandbox's push service accepts it (VAPID checked) and decrypts it; delivered into the
// app's real service worker, it shows a notification whose tap (a notificationclick handed to the worker) opens renew.
//
// Headless Chromium cannot subscribe at a push service here: its PushManager registers with Google's FCM (GCM) over
// the internet, and no switch points it elsewhere. So in this test only, PushManager.prototype.subscribe asks the
// sandbox's push service for a subscription with the applicationServerKey the app passed (the app still calls the real
// registration.pushManager.subscribe of its real service worker), and the message the sandbox received and decrypted
// is handed to that service worker with CDP's ServiceWorker.deliverPushMessage, as the browser would after its push
// service delivered it (docs/architecture.md, Web Push).

let product: InProcessProduct | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let db: Db | undefined;

test.beforeAll(async () => {
  // A product of its own: the notices sweep every second, and no other journey's members for it to find.
  const database = await createTestDatabase('guidepass_e2e_push');
  dropDatabase = () => database.release();
  product = await startProduct({
    mode: 'in-process',
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? localRedisUrl,
    queuePrefix: `gpe2epush${randomBytes(4).toString('hex')}`,
    webRoot: webDist,
    env: { LOG_LEVEL: 'warn', LIFECYCLE_SWEEP_SECONDS: '1', RENEWAL_REMINDER_HOURS: '48' },
  });
  db = createDb(database.url);
});

test.afterAll(async () => {
  await db?.destroy();
  await product?.stop();
  await dropDatabase?.();
});

interface ReceivedPush {
  text: string | null;
  json: { kind: string; title: string; body: string; url: string } | null;
  problem: string | null;
}

test('a reminder pushed to the subscription of the real service worker arrives at the push service, decrypts to the notice and shows a notification that opens renew', async ({ page, context, email }) => {
  const appUrl = product!.appUrl;
  const sandboxUrl = product!.sandboxUrl!;
  await context.grantPermissions(['notifications'], { origin: appUrl });

  // The stand-in for the browser's push service registration (see the note at the top).
  const subscriptions: Array<{ endpoint: string; keys: { p256dh: string; auth: string } }> = [];
  await context.exposeBinding('sandboxPushSubscribe', async (_source, applicationServerKey: string) => {
    const response = await fetch(`${sandboxUrl}/push/_control/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey }),
    });
    const subscription = (await response.json()) as (typeof subscriptions)[number];
    subscriptions.push(subscription);
    return subscription;
  });
  await context.addInitScript(() => {
    type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
    const subscribeAtSandbox = (window as unknown as { sandboxPushSubscribe(key: string): Promise<Json> }).sandboxPushSubscribe;
    const calls: string[] = [];
    (window as unknown as { pushManagerCalls: string[] }).pushManagerCalls = calls;
    let current: PushSubscription | null = null;
    const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
    PushManager.prototype.subscribe = async function (this: PushManager, options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof Uint8Array ? key : key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array();
      calls.push(`subscribe userVisibleOnly=${String(options?.userVisibleOnly)} on ${this === null ? '?' : 'a registration'}`);
      const json = { ...(await subscribeAtSandbox(base64Url(bytes))), expirationTime: null };
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes.buffer },
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });

  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await waitForServiceWorkerControl(page);
  // Paid (set in the database: paying is another journey's job), far from its end, so nothing is due yet.
  await db!.updateTable('users').set({ payment_status: 'paid', membership_expiry: new Date(Date.now() + 10 * 24 * 3600_000) }).where('email', '=', email).execute();

  // Opting in on this device, in My membership.
  await page.goto(`${appUrl}/?view=membership`);
  const notices = page.getByRole('region', { name: messages.pushTitle });
  await expect(notices.getByText(messages.pushOff)).toBeVisible({ timeout: 15_000 });
  await notices.getByRole('button', { name: messages.pushTurnOn }).click();
  await expect(notices.getByText(messages.pushOn)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pushManagerCalls: string[] }).pushManagerCalls)).toEqual(['subscribe userVisibleOnly=true on a registration']);
  const [subscription] = subscriptions;
  const stored = await db!.selectFrom('push_subscriptions').innerJoin('users', 'users.id', 'push_subscriptions.user_id').select(['endpoint', 'p256dh', 'auth']).where('users.email', '=', email).execute();
  expect(stored).toEqual([{ endpoint: subscription!.endpoint, ...subscription!.keys }]);

  // The end comes within the reminder's 48 hours: the sweep records "ends soon", mails it and pushes it.
  const endsAt = new Date(Date.now() + 30 * 3600_000);
  await db!.updateTable('users').set({ membership_expiry: endsAt }).where('email', '=', email).execute();
  const controlId = subscription!.endpoint.split('/').at(-1)!;
  const answer = await fetch(`${sandboxUrl}/push/_control/subscriptions/${controlId}/messages?count=1&waitMs=20000`);
  const [received, ...more] = ((await answer.json()) as { messages: ReceivedPush[] }).messages;
  expect(more).toEqual([]);
  expect(received?.problem).toBeNull();
  expect(received?.json).toMatchObject({ kind: 'ends-soon', title: 'Your membership ends in 1 day', url: `${appUrl}/?renew=1` });
  expect(received?.json?.body).toMatch(/^It ends on .+ \(Botswana time\)\. Tap to renew\.$/);

  // Delivered into the app's real service worker, as the browser does once its push service hands it over.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${appUrl}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: appUrl, registrationId: await registrationId, data: received!.text! });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, data: notification.data as unknown }));
      }),
    )
    .toEqual([{ title: received!.json!.title, body: received!.json!.body, data: { url: `${appUrl}/?renew=1` } }]);

  // A tap: CDP cannot click a notification, so the worker is handed a notificationclick for it (an untrusted event,
  // without the tap's user activation: focusing is refused, navigating the open app is not).
  await page.goto(`${appUrl}/?view=membership`);
  await waitForServiceWorkerControl(page);
  const [worker] = context.serviceWorkers();
  expect(worker, "the app's service worker").toBeTruthy();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(`${appUrl}/?renew=1`);
});
