/** A salesperson's referral link (product.md §9): `APP_URL/?ref=<code>`, opening sign-up with them filled in. */
export function referralUrl(appUrl: string, referralCode: string): string {
  return `${appUrl}/?ref=${encodeURIComponent(referralCode)}`;
}
