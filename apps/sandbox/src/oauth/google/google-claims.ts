import type { AccessGrant } from '../access-token.ts';
import { googleSubject, splitName } from '../identity.ts';

/** The user claims shared by the id_token and the userinfo response. */
export function googleUserClaims({ identity }: AccessGrant): Record<string, string | boolean> {
  const { givenName, familyName } = splitName(identity.name);
  const claims: Record<string, string | boolean> = {
    sub: googleSubject(identity.email ?? identity.name),
    email: identity.email ?? '',
    email_verified: identity.emailVerified,
    name: identity.name,
    given_name: givenName,
  };
  if (familyName) claims.family_name = familyName;
  return claims;
}
