import { Type } from 'typebox';
import { NotYourAccount } from '../../../errors.ts';

/** The caller's own id, which the original's per-provider start bodies send along. */
export const OlderStartUserId = Type.String({ maxLength: 64 });

/** The original sends the caller's own id along; any other id is refused. */
export function assertOwnId(callerId: string, userId: string | undefined) {
  if (userId !== undefined && userId !== callerId) throw new NotYourAccount();
}
