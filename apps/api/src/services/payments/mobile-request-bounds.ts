import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findPayment } from '@guidepass/payments/payments-repository';
import { tooManyMobileRequests, Unavailable } from '../../errors.ts';

/**
 * The bounds on mobile-money requests (product.md §18): per target number, across every account, at most 1 waiting
 * on the phone, 3 an hour and 10 a day; per IP at most RATE_LIMIT_MOBILE_STARTS_PER_IP (10) an hour. Kept in Redis,
 * so every api instance counts alike.
 */
export const mobileRequestBounds = { perNumberHour: 3, perNumberDay: 10 } as const;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

// Atomic check-and-count: nothing is counted for a refused request; the open slot holds a token until the payment's id is known.
const claimScript = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ${hourMs})
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - ${dayMs})
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now - ${hourMs})
local function wait(key, window)
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
if redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[6]) then return {'ip', wait(KEYS[4], ${hourMs})} end
local open = redis.call('PTTL', KEYS[1])
if open > 0 then return {'open', open} end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[5]) then return {'number', wait(KEYS[3], ${dayMs})} end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return {'number', wait(KEYS[2], ${hourMs})} end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[2], now, ARGV[2])
redis.call('ZADD', KEYS[3], now, ARGV[2])
redis.call('ZADD', KEYS[4], now, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ${hourMs})
redis.call('PEXPIRE', KEYS[3], ${dayMs})
redis.call('PEXPIRE', KEYS[4], ${hourMs})
return {'ok', 0}
`;

// Frees the open slot only while it still holds what the caller put there.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** A claimed request: `opened` names the payment now waiting on the phone; `release` frees the slot of one never sent. */
export interface MobileRequestClaim {
  opened(paymentId: string): Promise<void>;
  release(): Promise<void>;
}

async function inRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new Unavailable();
  }
}

/**
 * Claims a mobile-money request to `phone` from `ip`, or throws the 429 of the first bound reached, with Retry-After.
 * A number's open slot is freed as soon as its payment is final here (approved, declined, expired, withdrawn), or
 * when the time to approve has passed.
 */
export async function claimMobileRequest(app: FastifyInstance, phone: string, ip: string, timeLimitMinutes: number): Promise<MobileRequestClaim> {
  const prefix = `${app.config.queuePrefix}:mobile-requests`;
  const openKey = `${prefix}:open:${phone}`;
  const holder = await inRedis(() => app.redis.get(openKey));
  if (holder?.startsWith('payment:')) {
    const payment = await findPayment(app.db, holder.slice('payment:'.length));
    if (!payment || payment.status !== 'created') await inRedis(() => app.redis.eval(releaseScript, 1, openKey, holder));
  }
  const token = `claim:${randomUUID()}`;
  const openMs = (timeLimitMinutes + 1) * 60_000;
  const { perNumberHour, perNumberDay } = mobileRequestBounds;
  const perIpHour = app.config.rateLimit.mobileStartsPerIp;
  const keys = [openKey, `${prefix}:hour:${phone}`, `${prefix}:day:${phone}`, `${prefix}:ip:${ip}`];
  const [bound, waitMs] = (await inRedis(() => app.redis.eval(claimScript, keys.length, ...keys, Date.now(), token, openMs, perNumberHour, perNumberDay, perIpHour))) as [string, number];
  if (bound !== 'ok') throw tooManyMobileRequests(bound as 'open' | 'number' | 'ip', Math.ceil(waitMs / 1000));
  return {
    async opened(paymentId) {
      await inRedis(() => app.redis.set(openKey, `payment:${paymentId}`, 'PX', openMs, 'XX'));
    },
    async release() {
      await app.redis.eval(releaseScript, 1, openKey, token).catch(() => undefined);
    },
  };
}
