import type { Profile } from '@guidepass/domain/profile';
import type { Session } from '../../../lib/session/session-types.ts';

/** Who sold guidepass to the member: a referral code, a name, or nobody (product.md §9). */
export type SalespersonAnswer =
  | { referralCode: string }
  | { firstName: string; lastName: string; confirmNewSalesperson?: boolean }
  | { nobody: true };

/** Sets the member's salesperson until the first credited payment (then 409 `salesperson-fixed`); answers the profile. */
export function chooseSalesperson(session: Session, answer: SalespersonAnswer) {
  return session.call<Profile>('/api/me/salesperson', { method: 'PUT', body: answer });
}
