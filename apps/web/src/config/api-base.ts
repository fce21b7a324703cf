// Where the API lives. Empty means the page's own origin (the API serves the built app), so every
// call uses a relative URL. A build for another origin sets VITE_API_BASE, without a trailing slash.
export const apiBase: string = parseApiBase(import.meta.env.VITE_API_BASE);

function parseApiBase(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(value)) {
    throw new Error(`VITE_API_BASE must be an absolute http(s) URL or empty, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}
