import type { Alias } from 'vite';

// product.md §19: the first view's JavaScript is at most 80 KB gzipped, and React 19's client alone is 68 KB of it.
// The components are written for React (its types check them); Preact's compatibility layer runs them, in the
// build, the dev server, the first view's prerender and Vitest alike, so what is tested is what ships (~10 KB).
const preact = (subpath: string) => `preact/${subpath}`;

export const reactIsPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: preact('compat/client') },
  { find: /^react-dom\/server$/, replacement: preact('compat/server') },
  { find: /^react-dom\/test-utils$/, replacement: preact('compat/test-utils') },
  { find: /^react\/jsx-runtime$/, replacement: preact('compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('compat/jsx-dev-runtime') },
  { find: /^react-dom$/, replacement: preact('compat') },
  { find: /^react$/, replacement: preact('compat') },
];
