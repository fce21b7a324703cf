import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from '@guidepass/config/load-config-or-exit';

const config = loadConfigOrExit('api', process.env);
// Loaded once the configuration holds: a bad setting ends the process before the app's modules load (most of start-up).
const { buildApp } = await import('./app.ts');

const app = await buildApp(config, { webRoot: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)) });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ host: config.http.host, port: config.http.port });
