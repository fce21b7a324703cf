import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '@guidepass/domain/email-token';
import { accessTokenSeconds } from '../plugins/external/jwt.ts';
import { findSessionForUpdate, insertSession, markRotated, revokeFamily } from '../repositories/sessions-repository.ts';
import { SessionRequired } from '../errors.ts';

export const refreshCookieName = 'gp_refresh';
const refreshLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
}

function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, sessionId: string, secret: string, expiresAt: Date) {
  reply.setCookie(refreshCookieName, `${sessionId}.${secret}`, {
    path: '/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, { path: '/auth' });
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

function parseRefreshCookie(value: string | undefined): { id: string; secret: string } | null {
  const match = value && /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Trades a refresh token for a new one in the same family. A token that was already rotated is a replay:
 * the whole family is revoked, so whoever holds either copy is signed out.
 */
export async function rotateSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<IssuedSession & { userId: string }> {
  const presented = parseRefreshCookie(request.cookies[refreshCookieName]);
  if (!presented) throw new SessionRequired();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const session = await findSessionForUpdate(trx, presented.id);
    if (!session || !sameHash(session.token_hash, hashSecret(presented.secret))) return { kind: 'unknown' as const };
    if (session.revoked_at) {
      await revokeFamily(trx, session.family);
      return { kind: 'reused' as const, family: session.family };
    }
    if (session.expires_at.getTime() <= Date.now()) return { kind: 'expired' as const };
    await markRotated(trx, session.id);
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + refreshLifetimeMs);
    const id = await insertSession(trx, {
      userId: session.user_id,
      tokenHash: hashSecret(secret),
      family: session.family,
      expiresAt,
      userAgent: userAgentOf(request),
    });
    return { kind: 'rotated' as const, id, secret, expiresAt, userId: session.user_id, family: session.family };
  });
  if (outcome.kind !== 'rotated') {
    if (outcome.kind === 'reused') request.log.warn({ family: outcome.family }, 'refresh token reused; family revoked');
    clearRefreshCookie(reply);
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
  const presented = parseRefreshCookie(request.cookies[refreshCookieName]);
  if (presented) {
    const session = await app.db.selectFrom('sessions').select(['family', 'token_hash']).where('id', '=', presented.id).executeTakeFirst();
    if (session && sameHash(session.token_hash, hashSecret(presented.secret))) await revokeFamily(app.db, session.family);
  }
  clearRefreshCookie(reply);
}
