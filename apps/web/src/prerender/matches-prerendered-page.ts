import { parseLocation } from '../app/location.ts';
import { currentAddress } from '../lib/browser-address.ts';
import { readFirstViewData } from '../lib/first-view-data.ts';
import { rememberedReferralCode } from '../lib/remembered-referral.ts';
import type { Session } from '../lib/session/session-types.ts';

/** The attribute the build sets on #root when it holds the prerendered sign-up form. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * Whether the app's first render is the page the server sent: the sign-up form of a first visit, signed out, on '/'
 * or on a referral link the server filled in. A device someone signed in on opens on Login instead; a tab that kept
 * a referral code, or any other address, renders something else too.
 */
export function matchesPrerenderedPage(root: HTMLElement, session: Pick<Session, 'getState' | 'signedInHere'>): boolean {
  if (!root.hasAttribute(prerenderedAttribute)) return false;
  if (session.getState().status !== 'signed-out' || session.signedInHere()) return false;
  const address = currentAddress();
  const filled = readFirstViewData().referral;
  if (filled) return parseLocation(address).referralCode === filled.code && new URL(address, 'http://app.invalid').searchParams.size === 1;
  return address === '/' && rememberedReferralCode() === null;
}
