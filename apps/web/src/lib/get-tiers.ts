import type { TiersAnswer } from '@guidepass/domain/payments';
import type { Session } from './session/session-types.ts';

/** GET /api/tiers: the tiers, their prices, and which providers are configured. */

export function getTiers(session: Session, signal?: AbortSignal) {
  return session.call<TiersAnswer>('/api/tiers', { signal });
}
