import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '@guidepass/domain/email-token';
import { accessTokenSeconds } from '../../lib/auth/access-token.ts';
import { familyIsLive, findSessionForUpdate, insertSession, markRotated, revokeFamily } from '../../repositories/sessions-repository.ts';
import { SessionRequired } from '../../errors.ts';
import { cookieScope } from '../../lib/auth/cookie-scope.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** How long an unused refresh token lives (the idle lifetime); SESSION_MAX_AGE_DAYS bounds the whole sign-in. */
const refreshLifetimeMs = 30 * dayMs;

/** The refresh cookie's name and path for this deployment (`__Host-gp_refresh` at / over HTTPS). */
export const refreshCookieScope = (app: FastifyInstance) => cookieScope(app.config.appUrl, 'gp_refresh', '/auth');

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
}

function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, sessionId: string, secret: string, expiresAt: Date) {
  const scope = refreshCookieScope(app);
  reply.setCookie(scope.name, `${sessionId}.${secret}`, { path: scope.path, httpOnly: true, sameSite: 'strict', secure: scope.secure, expires: expiresAt });
}

export function clearRefreshCookie(app: FastifyInstance, reply: FastifyReply) {
  const scope = refreshCookieScope(app);
  reply.clearCookie(scope.name, { path: scope.path, secure: scope.secure });
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 300) ?? null;
}

/** Starts a new sign-in: a new refresh-token family, its cookie, and an access token. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<IssuedSession> {
  const family = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + refreshLifetimeMs);
  const id = await insertSession(app.db, { userId, tokenHash: hashSecret(secret), family, expiresAt, userAgent: userAgentOf(request) });
  setRefreshCookie(app, reply, id, secret, expiresAt);
  return { accessToken: app.jwt.sign({ sub: userId, fam: family }), expiresIn: accessTokenSeconds };
}

const refreshCookiePattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/;

/** The id must be a real UUID: anything else reaching Postgres as a uuid would be a 500, not a 401. */
function parseRefreshCookie(app: FastifyInstance, request: FastifyRequest): { id: string; secret: string } | null {
  const value = request.cookies[refreshCookieScope(app).name];
  const match = typeof value === 'string' ? refreshCookiePattern.exec(value) : null;
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type StoredSession = NonNullable<Awaited<ReturnType<typeof findSessionForUpdate>>>;

/**
 * A token rotated a moment ago, in a family still live, is a second tab that refreshed at the same time, not a replay:
 * it gets a successor of its own. Later, or once the family was signed out, it is a replay.
 */
function withinGrace(app: FastifyInstance, session: StoredSession): boolean {
  return session.rotated_at !== null && Date.now() - session.rotated_at.getTime() < app.config.session.refreshGraceSeconds * 1000;
}

/** When a successor issued now expires: the idle lifetime, but never past the sign-in's absolute lifetime. */
function successorExpiry(app: FastifyInstance, session: StoredSession): Date {
  const absoluteEnd = session.family_started_at.getTime() + app.config.session.maxAgeDays * dayMs;
  return new Date(Math.min(Date.now() + refreshLifetimeMs, absoluteEnd));
}

/**
 * Trades a refresh token for a new one in the same family. A token that was already rotated is a replay (unless
 * within the grace above): the whole family is revoked, so whoever holds either copy is signed out.
 */
export async function rotateSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<IssuedSession & { userId: string }> {
  const presented = parseRefreshCookie(app, request);
  if (!presented) throw new SessionRequired();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const session = await findSessionForUpdate(trx, presented.id);
    if (!session || !sameHash(session.token_hash, hashSecret(presented.secret))) return { kind: 'unknown' as const };
    if (session.revoked_at && !(withinGrace(app, session) && (await familyIsLive(trx, session.family)))) {
      await revokeFamily(trx, session.family);
      return { kind: 'reused' as const, family: session.family };
    }
    const expiresAt = successorExpiry(app, session);
    if (session.expires_at.getTime() <= Date.now() || expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
    if (!session.revoked_at) await markRotated(trx, session.id);
    const secret = randomBytes(32).toString('base64url');
    const id = await insertSession(trx, {
      userId: session.user_id,
      tokenHash: hashSecret(secret),
      family: session.family,
      familyStartedAt: session.family_started_at,
      expiresAt,
      userAgent: userAgentOf(request),
    });
    return { kind: 'rotated' as const, id, secret, expiresAt, userId: session.user_id, family: session.family };
  });
  if (outcome.kind !== 'rotated') {
    if (outcome.kind === 'reused') request.log.warn({ family: outcome.family }, 'refresh token reused; family revoked');
    clearRefreshCookie(app, reply);
    throw new SessionRequired();
  }
  setRefreshCookie(app, reply, outcome.id, outcome.secret, outcome.expiresAt);
  return {
    userId: outcome.userId,
    accessToken: app.jwt.sign({ sub: outcome.userId, fam: outcome.family }),
    expiresIn: accessTokenSeconds,
  };
}

/** Ends the sign-in the refresh cookie belongs to, if any. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const presented = parseRefreshCookie(app, request);
  if (presented) {
    const session = await app.db.selectFrom('sessions').select(['family', 'token_hash']).where('id', '=', presented.id).executeTakeFirst();
    if (session && sameHash(session.token_hash, hashSecret(presented.secret))) await revokeFamily(app.db, session.family);
  }
  clearRefreshCookie(app, reply);
}
