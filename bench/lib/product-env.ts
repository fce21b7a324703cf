import { randomBytes } from 'node:crypto';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import type { Cleanup } from './cleanup.ts';

/** Auth rate limits far above anything a benchmark sends, so no request is refused for being one of many. */
const raisedRateLimits = { RATE_LIMIT_AUTH_PER_IP: '1000000', RATE_LIMIT_AUTH_PER_EMAIL: '1000000' };

/**
 * The product's configuration for a benchmark: its own database and Redis key prefix (removed at cleanup), a fresh
 * JWT secret, logging at warn and raised auth rate limits. `extra` (the sandbox's settings, say) goes on top.
 */
export function productEnv(options: {
  databaseUrl: string;
  redisUrl: string;
  port: number;
  cleanup: Cleanup;
  extra?: Record<string, string>;
}): Record<string, string> {
  const queuePrefix = `gpbench${randomBytes(4).toString('hex')}`;
  options.cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteKeysWithPrefix(options.redisUrl, queuePrefix));
  return {
    APP_URL: `http://127.0.0.1:${options.port}`,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: queuePrefix,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    ...raisedRateLimits,
    ...options.extra,
  };
}
