import t from 'tap';
import { Queue } from 'bullmq';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { build, json, verifiedMember } from '../../helper.ts';
import { weeklyPaypalSubscription } from '../../paypal-subscription-fixture.ts';

const adminEmail = 'boss@example.com';

t.test("a member's subscriptions in the admin area: found by e-mail, for ADMIN_EMAILS only, bad input 400 and unknown 404 in the API error shape", async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const admin = await verifiedMember(app, adminEmail);
  const member = await verifiedMember(app, 'Member@Example.com');
  const older = await weeklyPaypalSubscription(app, member.uid, null);
  const newer = await weeklyPaypalSubscription(app, member.uid, 'I-NEWER0001');
  const asAdmin = { authorization: `Bearer ${admin.accessToken}` };

  const found = await app.inject({ url: '/admin/members?email=%20member@EXAMPLE.com%20', headers: asAdmin });
  t.equal(found.statusCode, 200, found.body);
  t.same(json(found).data, {
    id: member.uid,
    email: 'Member@Example.com',
    tierId: null,
    membershipExpiry: null,
    active: false,
    subscriptions: [
      { id: newer.id, paypalSubscriptionId: 'I-NEWER0001', tierId: 'local', planKind: 'weekly', status: 'APPROVAL_PENDING', nextChargeAt: null, createdAt: newer.created_at.toISOString(), lastStatementAt: null, creditedSales: 0 },
      { id: older.id, paypalSubscriptionId: null, tierId: 'local', planKind: 'weekly', status: 'APPROVAL_PENDING', nextChargeAt: null, createdAt: older.created_at.toISOString(), lastStatementAt: null, creditedSales: 0 },
    ],
    payments: [],
  });
  const noSubscriptions = await app.inject({ url: `/admin/members?email=${adminEmail}`, headers: asAdmin });
  t.same(json(noSubscriptions).data.subscriptions, []);

  const answers: [string, string, number, string][] = [
    ['GET', '/admin/members?email=nobody@example.com', 404, 'member-not-found'],
    ['GET', '/admin/members?email=not-an-address', 400, 'invalid-email'],
    ['GET', '/admin/members', 400, 'validation'],
    ['GET', `/admin/members?email=${adminEmail}&extra=1`, 400, 'validation'],
    ['POST', '/admin/subscriptions/not-a-uuid/recheck', 400, 'validation'],
    ['POST', '/admin/subscriptions/00000000-0000-4000-8000-000000000000/recheck', 404, 'subscription-not-found'],
    ['POST', `/admin/subscriptions/${older.id}/recheck`, 409, 'subscription-not-at-paypal'],
  ];
  for (const [method, url, status, reason] of answers) {
    const answer = await app.inject({ method: method as 'GET' | 'POST', url, headers: asAdmin });
    t.equal(answer.statusCode, status, `${method} ${url}`);
    t.match(json(answer).error, { code: String, message: String }, `${method} ${url}: the API's error shape`);
    if (reason !== 'validation') t.equal(json(answer).error?.reason, reason, `${method} ${url}`);
  }

  for (const [method, url] of [['GET', '/admin/members?email=member@example.com'], ['POST', `/admin/subscriptions/${newer.id}/recheck`]] as const) {
    const anonymous = await app.inject({ method, url, headers: { accept: 'application/json' } });
    t.equal(anonymous.statusCode, 401, `${method} ${url} anonymous`);
    t.equal(json(anonymous).error?.reason, 'session-required');
    const asMember = await app.inject({ method, url, headers: { authorization: `Bearer ${member.accessToken}` } });
    t.equal(asMember.statusCode, 403, `${method} ${url} as a member`);
    t.equal(json(asMember).error?.reason, 'not-admin');
  }
  const untouched = await app.db.selectFrom('subscriptions').select(['status', 'last_event_at']).where('id', '=', newer.id).executeTakeFirstOrThrow();
  t.same(untouched, { status: 'APPROVAL_PENDING', last_event_at: null }, 'refusals change nothing');
});

t.test('both admin routes are in the OpenAPI document, behind the bearer token, with their answers described', async (t) => {
  const app = await build(t);
  const document = (await app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> }>>;
  };
  const members = document.paths['/admin/members']?.get;
  const recheck = document.paths['/admin/subscriptions/{id}/recheck']?.post;
  for (const [name, route] of [['members', members], ['recheck', recheck]] as const) {
    t.same(route?.security, [{ bearer: [] }], name);
    t.ok(route?.responses?.['200']?.content?.['application/json']?.schema?.properties?.data, `${name}: the answer's schema`);
  }
});

t.test('with no worker to read PayPal, the re-check queues the confirm job, answers checked false after its wait and changes nothing', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const admin = await verifiedMember(app, adminEmail);
  const member = await verifiedMember(app, 'member@example.com');
  const subscription = await weeklyPaypalSubscription(app, member.uid, 'I-NOWORKER001');
  const answer = await app.inject({ method: 'POST', url: `/admin/subscriptions/${subscription.id}/recheck`, headers: { authorization: `Bearer ${admin.accessToken}` } });
  t.equal(answer.statusCode, 200, answer.body);
  t.match(json(answer).data, { checked: false, newlyCredited: 0, subscription: { id: subscription.id, status: 'APPROVAL_PENDING', lastStatementAt: null, creditedSales: 0 } });
  const queue = new Queue<PaymentJob>(queueNames.payments, { connection: { url: app.config.redisUrl }, prefix: app.config.queuePrefix });
  t.teardown(() => queue.close());
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized']);
  t.same(jobs.map((job) => ({ kind: job.data.kind, subscriptionId: (job.data as { subscriptionId?: string }).subscriptionId })), [{ kind: 'confirm-paypal-subscription', subscriptionId: subscription.id }], 'the job stays queued for the worker');
});
