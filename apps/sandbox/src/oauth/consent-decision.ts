import type { Identity } from './identity.ts';

export type ConsentDecision =
  | { kind: 'allow'; identity: Identity }
  | { kind: 'deny' }
  | { kind: 'invalid'; message: string };

export interface ConsentDecisionRules {
  emailRequired: boolean;
  /** Whether the form has an "Email verified" checkbox; without one every e-mail counts as verified. */
  asksEmailVerified: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+$/;

/**
 * Reads the consent form fields: decision=allow|deny, email, name and (Google only) email_verified=true.
 * An unchecked checkbox sends nothing, so a missing email_verified means false.
 */
export function parseConsentDecision(params: Record<string, string>, rules: ConsentDecisionRules): ConsentDecision {
  if (params.decision === 'deny') return { kind: 'deny' };
  if (params.decision !== 'allow') return { kind: 'invalid', message: 'decision must be "allow" or "deny".' };

  const email = params.email?.trim() || null;
  if (email === null && rules.emailRequired) return { kind: 'invalid', message: 'Email is required.' };
  if (email !== null && !emailPattern.test(email)) return { kind: 'invalid', message: `"${email}" is not an e-mail address.` };

  const name = params.name?.trim() || email?.split('@')[0] || '';
  if (!name) return { kind: 'invalid', message: 'Enter a name or an e-mail address.' };

  const emailVerified = rules.asksEmailVerified
    ? ['true', 'on', '1'].includes(params.email_verified ?? '')
    : email !== null;
  return { kind: 'allow', identity: { name, email, emailVerified } };
}
