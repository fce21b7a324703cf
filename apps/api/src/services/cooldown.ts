import type { FastifyInstance } from 'fastify';
import { Unavailable } from '../errors.ts';

/** True the first time in a cool-down window for this action and address; false while the window runs. */
export async function claimCooldown(app: FastifyInstance, action: string, email: string): Promise<boolean> {
  const key = `${app.config.queuePrefix}:cooldown:${action}:${email.toLowerCase()}`;
  try {
    return (await app.redis.set(key, '1', 'EX', app.config.resendCooldownSeconds, 'NX')) === 'OK';
  } catch {
    throw new Unavailable();
  }
}
