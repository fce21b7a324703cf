import type { IncomingHttpHeaders } from 'node:http';

/** What a browser may tell the guide site: content negotiation, caching and ranges. No cookie, token or client address. */
const requestHeadersForwarded = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
  'user-agent',
] as const;

/** What the guide site may tell the browser: the body's description and its validators. Nothing that sets policy. */
const answerHeadersKept = [
  'accept-ranges',
  'content-encoding',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'etag',
  'last-modified',
  'vary',
] as const;

/**
 * The guide runs in an opaque origin (no allow-same-origin): it cannot read the app's page, storage or cookies,
 * and its requests to /auth and /api carry no member credentials. This header is the whole sandbox: the iframe has no
 * sandbox attribute, because a frame sandboxed by attribute never reaches the app's service worker, which keeps opened
 * pages for offline reading (apps/web/src/sw/). It holds even when the page is opened alone.
 */
export const guideSandboxPolicy =
  "sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox; frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

/** The request headers sent to the guide site: the allow-list only, with the upstream's own Host. */
export function guideRequestHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: Record<string, string | string[] | undefined> = { host: headers.host };
  for (const name of requestHeadersForwarded) if (headers[name] !== undefined) forwarded[name] = headers[name];
  return forwarded;
}

/** Where an upstream redirect points, seen from the frame: upstream paths under the guide's prefix stay under the pass. */
function frameLocation(location: string, upstream: URL, passPrefix: string): string {
  const target = new URL(location, upstream);
  if (target.origin !== upstream.origin) return target.href;
  if (!target.pathname.startsWith(upstream.pathname)) return passPrefix;
  return `${passPrefix}${target.pathname.slice(upstream.pathname.length)}${target.search}`;
}

/**
 * The answer headers of a proxied guide page: the kept upstream headers, the sandbox policy (with the guide's own
 * policy, if any, enforced beside it, never instead), and no Set-Cookie. The app's other security headers (helmet)
 * were set before the proxy answered and nothing here replaces them.
 */
export function guideAnswerHeaders(headers: IncomingHttpHeaders, upstream: URL, passPrefix: string): IncomingHttpHeaders {
  const kept: Record<string, string | string[] | undefined> = {};
  for (const name of answerHeadersKept) if (headers[name] !== undefined) kept[name] = headers[name];
  const upstreamPolicy = headers['content-security-policy'];
  if (typeof headers.location === 'string') kept.location = frameLocation(headers.location, upstream, passPrefix);
  return {
    ...kept,
    'content-security-policy': upstreamPolicy ? `${guideSandboxPolicy}, ${upstreamPolicy}` : guideSandboxPolicy,
    // Styles and images are requested by the sandboxed (opaque, so cross-origin) guide page itself.
    'cross-origin-resource-policy': 'cross-origin',
    // Member-only content: never stored by the browser's cache or a proxy. (The app's service worker keeps the
    // member's opened pages, without the pass, until sign-out or the membership's end: apps/web/src/sw/.)
    'cache-control': 'private, no-store',
    // The app frames the guide; everything else of ours refuses to be framed (lib/platform/security-headers.ts).
    'x-frame-options': 'SAMEORIGIN',
  };
}
