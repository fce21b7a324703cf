import type { FastifyInstance } from 'fastify';
import { referralLinkCodeFormat } from '@guidepass/domain/first-view';
import { rateLimitHook } from '../../lib/auth/auth-rate-limits.ts';
import { normaliseReferralCode } from '../../lib/salespeople/referral-code.ts';
import { findSalespersonByReferralCode } from '../../repositories/salespersons-repository.ts';
import { encodePage, fillReferralPage, type EncodedPage, type FirstViewTemplates } from '../../lib/platform/first-view-page.ts';

/** How long a code's page is kept: a renamed or new salesperson shows within a minute. */
const keptMs = 60_000;
/** At most this many codes' pages are kept (a burst of odd codes empties the cache rather than growing it). */
const keptCodes = 1_000;

/**
 * GET / with `?ref=CODE` (product.md §19): the prerendered sign-up page with "Sold by <full name>" already in it,
 * or the plain form for a code that names no one; kept a minute per code, compressed. The lookup is limited per
 * client IP as GET /api/salespersons/by-code is (one bucket): past it the plain page goes out and the app asks itself.
 */
export async function referralPageRoute(app: FastifyInstance, options: { templates: FirstViewTemplates; policy: string }) {
  const perIp = rateLimitHook(app, 'salesperson-by-code', (request) => `salesperson-by-code:ip:${request.ip}`, app.config.rateLimit.authPerIp);
  const kept = new Map<string, { page: EncodedPage; until: number }>();

  const pageFor = async (code: string): Promise<EncodedPage> => {
    const hit = kept.get(code);
    if (hit && hit.until > Date.now()) return hit.page;
    const salesperson = await findSalespersonByReferralCode(app.db, normaliseReferralCode(code));
    const page = encodePage(fillReferralPage(options.templates, code, salesperson?.full_name ?? null));
    if (kept.size >= keptCodes) kept.clear();
    kept.set(code, { page, until: Date.now() + keptMs });
    return page;
  };

  app.get<{ Querystring: { ref?: unknown } }>('/', async (request, reply) => {
    const raw = request.query.ref;
    const code = typeof raw === 'string' ? raw.trim() : '';
    reply.header('cache-control', 'no-cache').header('content-security-policy', options.policy);
    if (!referralLinkCodeFormat.test(code)) return reply.sendFile('index.html');
    try {
      await perIp(request, reply);
    } catch {
      reply.removeHeader('retry-after');
      return reply.sendFile('index.html');
    }
    const page = await pageFor(code);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.identity);
  });
}
