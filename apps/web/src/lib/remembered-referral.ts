import { keepTabValue, readTabValue } from './tab-memory.ts';

// The referral code a salesperson's link (`/?ref=CODE`) brought, kept for this tab (sessionStorage `gp.referralCode`)
// until the account has it.

const key = 'gp.referralCode';

/** The code this tab was opened with, if it is still to be used. */
export function rememberedReferralCode(): string | null {
  return readTabValue(key);
}

/** Keeps `code` for this tab, or forgets it (`null`: used, unknown, or "not your salesperson"). */
export function rememberReferralCode(code: string | null): void {
  keepTabValue(key, code);
}
