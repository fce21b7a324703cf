// The referral code a salesperson's link (`/?ref=CODE`) brought, kept for this tab (sessionStorage `gp.referralCode`):
// it outlives the address changing (e-mail verification, the Google/Facebook round trip) until the account has it.

const key = 'gp.referralCode';

/** The code this tab was opened with, if it is still to be used. */
export function rememberedReferralCode(): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `code` for this tab, or forgets it (`null`: used, unknown, or "not your salesperson"). */
export function rememberReferralCode(code: string | null): void {
  try {
    if (code === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, code);
  } catch {
    // Storage refused (private mode): the code then lives only as long as the address that carries it.
  }
}
