/** The NOTIFY channel the triggers of migrations/2026-11-24T00-10_notify_member_changes.ts announce changes on. */
export const memberChangesChannel = 'guidepass_member_changes';

/** One announcement: a user row changed, a session family changed, or too much changed at once to name. */
export type MemberChange = { kind: 'user' | 'family'; key: string } | { kind: 'all' };

/** Reads a payload ('user:<id>', 'family:<family>', 'all'); anything else is read as 'all', the safe side. */
export function parseMemberChange(payload: string): MemberChange {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const key = payload.slice(colon + 1);
  if (colon > 0 && key && (kind === 'user' || kind === 'family')) return { kind, key };
  return { kind: 'all' };
}
