/** What an access token (and the guide's and admin's cookie tokens) carries. */
export interface AccessClaims {
  sub: string;
  /** the refresh-token family this access token belongs to; revoking the family revokes the token */
  fam: string;
  /** set only on the guide and admin cookies' tokens, which must never pass as access tokens */
  purpose?: 'guide' | 'admin';
}

export const accessTokenSeconds = 15 * 60;
