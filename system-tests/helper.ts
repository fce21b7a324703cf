import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { createTestDatabase } from '@guidepass/db/testing';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { entries } from '../harness/child-process-product.ts';
import { eventually } from '../harness/eventually.ts';
import { launchNode } from '../harness/node-server.ts';
import { localRedisUrl } from '../harness/redis.ts';
import { startProduct } from '../harness/start-product.ts';

export type System = Awaited<ReturnType<typeof startSystem>>;

/** The api or the worker as a process of its own, launched as `npm start` launches it, its output dropped. */
export function productProcess(service: 'api' | 'worker', env: Record<string, string>): ChildProcess {
  return launchNode({ label: service, entry: entries[service], env, output: () => {} }).child;
}

/**
 * The api (listening, so the sandbox's webhooks reach it), the workers and the sandbox in this process, on a fresh
 * database and Redis prefix, started by the harness. System tests check the flows that cross the three.
 */
export async function startSystem(
  t: Test,
  options: {
    workers?: boolean;
    env?: Record<string, string>;
    /** a migrated database the caller owns (and drops), e.g. on a PostgreSQL the test stops and starts; default a fresh one */
    databaseUrl?: string;
    /** fixed ports, for settings that name them (e.g. PAYPAL_CERT_HOSTS); default free ones */
    ports?: { app?: number; sandbox?: number; sandboxHttps?: number; smtp?: number };
  } = {},
) {
  const database = options.databaseUrl ? { url: options.databaseUrl, release: async () => {}, drop: async () => {} } : await createTestDatabase('guidepass_system');
  const product = await startProduct({
    mode: 'in-process',
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? localRedisUrl,
    workers: options.workers !== false,
    queuePrefix: `gps${randomBytes(5).toString('hex')}`,
    fastWebhookRetries: true,
    ...(options.ports ? { ports: options.ports } : {}),
    env: { LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_IP: '10000', RATE_LIMIT_AUTH_PER_EMAIL: '1000', ...options.env },
  }).catch(async (error: unknown) => {
    await database.release();
    throw error;
  });
  t.teardown(async () => {
    await product.stop();
    await database.release();
  });
  const { app, config, apiUrl } = product;
  const sandboxUrl = product.sandboxUrl!;

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any, headers: response.headers };
  }

  /** A signed-up, verified, logged-in member. */
  async function member(email = `m${randomBytes(4).toString('hex')}@example.com`) {
    const signup = await call('POST', '/auth/signup', { email, password: 'delta-safari-9', confirmPassword: 'delta-safari-9', firstName: 'Neo', lastName: 'Kgosi' });
    if (signup.status !== 201) throw new Error(`signup: ${JSON.stringify(signup.body)}`);
    const token = (await app.db.selectFrom('email_tokens').select('id').where('user_id', '=', signup.body.data.uid).executeTakeFirstOrThrow());
    const { code } = deriveEmailToken(config.jwtSecret, token.id);
    await call('POST', '/auth/verify-email', { email, code });
    const login = await call('POST', '/auth/login', { email, password: 'delta-safari-9' });
    return { uid: signup.body.data.uid as string, email, token: login.body.data.accessToken as string };
  }

  /** The buyer's part at PayPal: open the approval link and press a button; answers where PayPal sends the browser. */
  async function paypalDecision(redirectUrl: string, decision: 'approve' | 'decline' | 'cancel') {
    const token = new URL(redirectUrl).searchParams.get('token')!;
    const response = await fetch(`${sandboxUrl}/paypal/checkoutnow/decision`, {
      method: 'POST',
      body: new URLSearchParams({ token, decision }),
      redirect: 'manual',
    });
    return new URL(response.headers.get('location')!);
  }

  /** The buyer's part at Yoco's hosted page. */
  async function yocoDecision(redirectUrl: string, decision: 'pay' | 'decline' | 'cancel') {
    const response = await fetch(`${redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
    return new URL(response.headers.get('location')!);
  }

  /**
   * The buyer at PayPal's subscription approval page: opens it like a browser and submits the form of one button;
   * answers where PayPal sends the browser.
   */
  async function subscriptionDecision(approveUrl: string, decision: 'approve' | 'cancel'): Promise<URL> {
    const page = await fetch(approveUrl);
    if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
    const html = await page.text();
    const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) => match[2]!.includes(`name="decision" value="${decision}"`));
    if (!form) throw new Error(`no ${decision} form on the approval page`);
    const fields = Object.fromEntries([...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
    const answer = await fetch(new URL(form[1]!, approveUrl), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    if (answer.status !== 302) throw new Error(`decision answered ${answer.status}`);
    return new URL(answer.headers.get('location')!);
  }

  /** The mails the sandbox's SMTP server received for one address, oldest first. */
  async function inbox(to: string): Promise<{ subject: string; text: string; html: string }[]> {
    const response = await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: { subject: string; text: string; html: string }[] }).messages;
  }

  async function control(provider: 'paypal' | 'yoco', body: unknown, path = '') {
    const response = await fetch(`${sandboxUrl}/${provider}/_control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${provider}${path}: ${response.status} ${await response.text()}`);
    return response.json().catch(() => null);
  }

  return {
    app,
    db: app.db,
    config,
    /** the environment the api was configured from, for starting a worker process */
    env: product.env,
    apiUrl,
    sandboxUrl,
    sandbox: product.sandbox!,
    call,
    member,
    paypalDecision,
    yocoDecision,
    subscriptionDecision,
    inbox,
    control,
    /** harness/eventually.ts, at hand on `system` */
    eventually,
    restartWorkers: product.restartWorkers,
  };
}
