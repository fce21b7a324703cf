import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { loadConfig, ConfigError } from '@guidepass/config';
import { buildApp } from './app.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`guidepass api: configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config, { webRoot: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)) });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ host: config.http.host, port: config.http.port });
