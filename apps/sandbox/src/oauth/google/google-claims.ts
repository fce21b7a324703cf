import type { AccessGrant } from '../access-token.ts';
import { googleSubject, splitName } from '../identity.ts';

/** Whether a space-separated scope string contains the given scope. */
export function hasScope(scope: string, wanted: string): boolean {
  return scope.split(/\s+/).includes(wanted);
}

/**
 * The user claims shared by the id_token and the userinfo response. As at Google, `sub` always; the e-mail claims
 * only when the `email` scope was granted and the name claims only with `profile`.
 */
export function googleUserClaims({ identity, scope }: AccessGrant): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = { sub: googleSubject(identity.email ?? identity.name) };
  if (hasScope(scope, 'email')) {
    claims.email = identity.email ?? '';
    claims.email_verified = identity.emailVerified;
  }
  if (hasScope(scope, 'profile')) {
    const { givenName, familyName } = splitName(identity.name);
    claims.name = identity.name;
    claims.given_name = givenName;
    if (familyName) claims.family_name = familyName;
  }
  return claims;
}
