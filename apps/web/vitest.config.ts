import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactIsPreact } from './build/react-is-preact.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // vite-plugin-pwa's virtual module exists only in a Vite build with the plugin; tests play its part.
    alias: [
      { find: 'virtual:pwa-register/react', replacement: fileURLToPath(new URL('./src/testing/pwa-register-stub.ts', import.meta.url)) },
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...reactIsPreact,
    ],
  },
  test: {
    // Testing Library imports react and react-dom itself: its ES module build, inlined, reads them through the aliases.
    server: { deps: { inline: [/@testing-library\/react/] } },
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    maxWorkers: 2,
    // One page per worker instead of one per file: setting up jsdom for each file was half of Vitest's CPU.
    // src/testing/setup.ts clears what a file leaves on the page (globals, storage, the URL) before the next.
    isolate: false,
    // Whole-app tests type into real forms against a real HTTP stand-in; on a loaded two-core machine five
    // seconds is not always enough. Timing budgets belong to the bench, not here.
    testTimeout: 30_000,
  },
});
