import type { Profile } from '@guidepass/domain/profile';
import type { Session } from '../../../lib/session/session-types.ts';

export function getMe(session: Session, signal?: AbortSignal) {
  return session.call<Profile>('/api/me', { signal });
}
