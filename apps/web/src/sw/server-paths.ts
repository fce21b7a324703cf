/**
 * Paths the server answers itself. A navigation to one of them (the framed guide, an OAuth redirect, the API docs)
 * must reach the network, never the cached app shell: the service worker's navigation fallback skips them.
 */
export const serverPaths = ['api', 'auth', 'guide', 'webhooks', 'docs', 'admin', 'metrics', 'healthz', 'readyz'] as const;

/** The navigation fallback's denylist: each server path, alone or followed by `/` or `?`. */
export const navigateFallbackDenylist = serverPaths.map((path) => new RegExp(`^/${path}(?:[/?]|$)`));
