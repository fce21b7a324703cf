import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { Queue } from 'bullmq';
import { loadConfig } from '@guidepass/config';
import { createTestDatabase } from '@guidepass/db/testing';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { queueNames, type MailJob } from '@guidepass/jobs';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { buildApp } from '../src/app.ts';

export const testSecret = 'test-secret-'.padEnd(48, 'x');

/** A real app on its own database and its own Redis key prefix, closed and dropped when the test ends. */
export async function build(t: Test, env: Record<string, string> = {}, options: { webRoot?: string; logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const prefix = `gpt${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: testSecret,
    QUEUE_PREFIX: prefix,
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_IP: '1000',
    RATE_LIMIT_AUTH_PER_EMAIL: '1000',
    ...env,
  });
  const app = await buildApp(config, { webRoot: options.webRoot ?? '/nonexistent', logger: options.logger ?? false });
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await deleteKeysWithPrefix(config.redisUrl, prefix);
    await database.release();
  });
  return app;
}

/** The mail jobs this app queued, oldest first. */
export async function queuedMail(app: FastifyInstance): Promise<MailJob[]> {
  const queue = new Queue<MailJob>(queueNames.mail, { connection: { url: app.config.redisUrl }, prefix: app.config.queuePrefix });
  try {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
    return jobs.sort((a, b) => a.timestamp - b.timestamp).map((job) => job.data);
  } finally {
    await queue.close();
  }
}

/** The link token and code the worker would mail for the newest queued mail of a kind. */
export async function latestMailSecrets(app: FastifyInstance, kind: MailJob['kind']) {
  const job = (await queuedMail(app)).filter((j) => j.kind === kind).at(-1);
  if (!job) throw new Error(`no ${kind} mail queued`);
  return deriveEmailToken(app.config.jwtSecret, job.tokenId);
}

export const json = (response: LightMyRequestResponse) => response.json() as { data?: any; error?: { code: string; message: string; reason?: string } };

export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'gp_refresh');
  return cookie && cookie.value ? `gp_refresh=${cookie.value}` : undefined;
}

export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'delta-safari-9',
  confirmPassword: 'delta-safari-9',
  firstName: 'Neo',
  lastName: 'Kgosi',
  ...extra,
});

/** Signs up, verifies by code and logs in; returns the access token and refresh cookie. */
export async function verifiedMember(app: FastifyInstance, email: string) {
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email) });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const { code } = await latestMailSecrets(app, 'verify-email');
  const verify = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email, code } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: 'delta-safari-9' } });
  return { uid: json(signup).data.uid as string, accessToken: json(login).data.accessToken as string, cookie: refreshCookie(login)! };
}
