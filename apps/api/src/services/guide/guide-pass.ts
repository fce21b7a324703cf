import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/auth/access-token.ts';
import type { Caller } from '../../lib/auth/caller.ts';
import { liveCaller } from '../auth/live-caller.ts';
import { guideOpensFor } from './guide-access.ts';

/**
 * A guide pass is a JWT (purpose "guide", bound to the caller's session family) carried in the path of the
 * sandboxed guide frame: /guide/<pass>/… . The frame runs in an opaque origin, so it sends no cookies; the path
 * is the one thing its relative links keep. Every request re-checks the live session and the membership, so
 * signing out or the membership ending closes the guide at once; the lifetime only bounds a leaked address.
 */
export const guidePassSeconds = 12 * 60 * 60;

const passPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Whether a path segment has the shape of a pass (a signed JWT), before any check of its signature. */
export const looksLikeGuidePass = (segment: string) => passPattern.test(segment);

/**
 * Reads a /guide/… address: the pass segment (if any), whether a path follows it, and the address without the
 * pass (what the guide site is asked for). The pass is longer than a route parameter may be, so it is parsed here.
 */
export function splitGuideUrl(url: string): { pass: string; followed: boolean; rest: string } {
  const match = /^\/guide\/([^/?]*)(\/?)(.*)$/s.exec(url);
  if (!match) return { pass: '', followed: false, rest: url };
  const [, pass = '', slash = '', tail = ''] = match;
  return { pass, followed: slash === '/', rest: `/guide/${slash ? tail : ''}` };
}

/** Issues a pass for this caller; answers the frame's path and when the pass runs out. */
export function issueGuidePass(app: FastifyInstance, caller: Caller): { path: string; expiresAt: Date } {
  const pass = app.jwt.sign({ sub: caller.id, fam: caller.family, purpose: 'guide' }, { expiresIn: guidePassSeconds });
  return { path: `/guide/${pass}/`, expiresAt: new Date(Date.now() + guidePassSeconds * 1000) };
}

/** Whether this pass is valid, its session live and its holder still let in (services/guide/guide-access.ts) right now. */
export async function guidePassOpens(app: FastifyInstance, pass: string): Promise<boolean> {
  if (!looksLikeGuidePass(pass)) return false;
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(pass);
  } catch {
    return false;
  }
  if (claims.purpose !== 'guide') return false;
  const caller = await liveCaller(app, claims);
  return caller !== null && (await guideOpensFor(app, caller));
}
