import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Nothing of ours may be framed, not even by the app: a guide page could otherwise navigate its frame to an app
  // page. The guide itself is framed by the app; its proxy sets its own policy (lib/guide/guide-proxy-headers.ts).
  frameguard: { action: 'deny' },
};

/** The headers helmet sets for these options. None depends on the request, so they are computed once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The same headers for the few pages of ours shown inside the guide frame (the refusal page with its way back to the
 * app): framed by the app only.
 */
export const framedPageHeaders: Record<string, string> = (() => {
  const headers = helmetHeaders({
    ...helmetOptions,
    contentSecurityPolicy: { directives: { ...(helmetOptions.contentSecurityPolicy as { directives: Record<string, unknown> }).directives, frameAncestors: ["'self'"] } },
    frameguard: { action: 'sameorigin' },
  } as HelmetOptions);
  return { 'content-security-policy': headers['content-security-policy']!, 'x-frame-options': headers['x-frame-options']! };
})();

/**
 * The content security policy of the app's prerendered pages (product.md §19): the same, its script-src also
 * allowing the inline scripts the web build wrote into them (by hash, read from the build at start).
 */
export function pagePolicy(scriptHashes: string[]): string {
  const directives = (helmetOptions.contentSecurityPolicy as { directives: Record<string, unknown> }).directives;
  const headers = helmetHeaders({ ...helmetOptions, contentSecurityPolicy: { directives: { ...directives, scriptSrc: ["'self'", ...scriptHashes] } } } as HelmetOptions);
  return headers['content-security-policy']!;
}
