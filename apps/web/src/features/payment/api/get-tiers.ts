import type { TiersAnswer } from '@guidepass/domain/payments';
import type { Session } from '../../../lib/session/session-types.ts';

export function getTiers(session: Session, signal?: AbortSignal) {
  return session.call<TiersAnswer>('/api/tiers', { signal });
}
