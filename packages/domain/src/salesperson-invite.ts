import { createHmac } from 'node:crypto';

/** How long an invite to claim a salesperson record works (product.md §9). */
export const salespersonInviteLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The token of an invite, derived from its row id with the server secret (as e-mail tokens are, email-token.ts),
 * so only its hash is stored and the mail job carries only the id. A label of its own keeps it from ever equalling
 * an e-mail token.
 */
export function deriveInviteToken(secret: string, inviteId: string): string {
  return createHmac('sha256', secret).update(`salesperson-invite:${inviteId}`).digest().subarray(0, 24).toString('base64url');
}

/** The address an invite mail links to: the app opens it, has the person sign in, then claims. */
export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl}/?claim=${encodeURIComponent(token)}`;
}
