import { createDb } from '@guidepass/db';
import { startBenchProduct } from '../lib/bench-product.ts';
import { assertMostlyOk, runLoad, warmThenMeasure, type LoadSettings } from '../lib/load.ts';
import { createMembers } from '../lib/members.ts';
import { postStatus, sendPaced } from '../lib/paced-requests.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { sleep } from '../lib/stats.ts';
import { exactlyOnce, newRunId, signedPaymentSucceeded, startYocoPayments, waitUntilProcessed } from '../lib/webhook-burst.ts';
import { meLoad } from './me.ts';

/** product.md §11 and issue 13: 500 webhooks in a second; /api/me p99 ≤ 50 ms meanwhile; all processed within 5 s. */
const webhooks = 500;
const burstSeconds = 1;
const p99BudgetMs = 50;
const processedBudgetMs = 5_000;
const members = 125;
/** the /api/me window: the burst starts this far in, and the window lasts until processing should be over */
const burstOffsetMs = 500;
const windowSeconds = Math.ceil((burstOffsetMs + processedBudgetMs) / 1000) + 1;

/**
 * 500 signed Yoco `payment.succeeded` webhooks (shaped and signed as the stand-in does) for 500 payments members
 * started over the api, sent open loop within one second to the product's api (a child process, with its workers),
 * while autocannon reads GET /api/me at 50 connections; beside it, the same window without the burst. Processing
 * is real: each event finds its payment, activates it and credits the member and salesperson.
 */
async function measureWebhookBurst(context: BenchContext): Promise<SectionResult> {
  const product = await startBenchProduct(context, { mode: 'child-processes', sandbox: true, workers: true });
  const secret = product.env.YOCO_WEBHOOK_SECRET;
  if (!secret) throw new Error('the product has no YOCO_WEBHOOK_SECRET');
  const db = createDb(product.databaseUrl, { max: 2 });
  context.cleanup.add('close the bench database pool', () => db.destroy());

  context.say(`${members} members start ${webhooks} Yoco payments over the api`);
  const payers = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: members, concurrency: 4 });
  const payments = await startYocoPayments(product.apiUrl, db, payers, webhooks / members);
  const [reader] = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: 1 });
  const run = newRunId();
  const deliveries = payments.map((payment, i) => signedPaymentSucceeded(secret, payment, run, i));

  const me: LoadSettings = {
    url: `${product.apiUrl}/api/me`,
    headers: { authorization: `Bearer ${reader!.accessToken}` },
    connections: meLoad.connections,
    seconds: windowSeconds,
  };
  context.say(`GET /api/me alone: ${meLoad.warmupSeconds} s warm-up, ${windowSeconds} s measured, ${meLoad.connections} connections`);
  const quiet = await warmThenMeasure(me, meLoad.warmupSeconds);
  assertMostlyOk('GET /api/me without the burst', quiet);

  context.say(`GET /api/me (${meLoad.warmupSeconds} s warm-up, then ${windowSeconds} s measured) with ${webhooks} webhooks in ${burstSeconds} s from +${burstOffsetMs} ms`);
  await runLoad({ ...me, seconds: meLoad.warmupSeconds });
  const during = runLoad(me);
  await sleep(burstOffsetMs);
  const burstStartedAt = new Date();
  const firstSent = performance.now();
  const processedBy = waitUntilProcessed(db, webhooks, firstSent + 30_000);
  const intake = (
    await sendPaced({ perSecond: webhooks / burstSeconds, count: webhooks }, (i) =>
      postStatus(`${product.apiUrl}/webhooks/yoco`, deliveries[i]!.body, deliveries[i]!.headers),
    )
  ).figures;
  const processedAt = await processedBy;
  const stormy = await during;
  assertMostlyOk('GET /api/me during the burst', stormy);
  const allProcessedMs = processedAt === null ? null : processedAt - firstSent;
  const once = await exactlyOnce(db, payments, burstStartedAt);

  return {
    rows: [
      row('webhooks', `GET /api/me p99 during ${webhooks} webhooks in ${burstSeconds} s (${meLoad.connections} conns)`, stormy.p99Ms, 'ms', quiet.p99Ms, 'no burst', { atMost: p99BudgetMs }),
      row('webhooks', 'GET /api/me throughput during the burst', stormy.requestsPerSecond, 'req/s', quiet.requestsPerSecond, 'no burst'),
      row('webhooks', `webhooks acknowledged (2xx)`, intake.statuses[200] ?? 0, 'events', webhooks, 'sent', { atLeast: webhooks }),
      row('webhooks', 'webhook intake p99', intake.p99Ms, 'ms', null, '—'),
      row('webhooks', `all ${webhooks} processed, after the first send`, allProcessedMs, 'ms', null, '—', { atMost: processedBudgetMs }),
      row('webhooks', 'events processed once (1 attempt)', once.eventsProcessedOnce, 'events', once.eventsStored, 'events stored', { atLeast: webhooks }),
      row('webhooks', 'payments captured', once.paymentsCaptured, 'payments', payments.length, 'payments started', { atLeast: webhooks }),
      row('webhooks', 'members credited exactly their weeks', once.membersCreditedExactly, 'members', once.members, 'members who paid', { ratioAtLeast: 1 }),
    ],
    details: { webhooks, burstSeconds, burstOffsetMs, windowSeconds, members, load: meLoad, withoutBurst: quiet, duringBurst: stormy, intake, allProcessedMs, exactlyOnce: once },
  };
}

export const webhooksSection: Section = {
  name: 'webhooks',
  title: `GET /api/me during a burst of ${webhooks} signed webhooks; all processed once`,
  timeLimitSeconds: 240,
  run: measureWebhookBurst,
};
