import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built app on the same origin; in development Vite forwards the API's paths to it.
const apiTarget = process.env.GUIDEPASS_API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/auth', '/api', '/guide', '/webhooks'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist' },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }])),
  },
});
