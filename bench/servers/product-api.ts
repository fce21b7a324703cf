// The product's api as a child process for the HTTP load sections: buildApp from apps/api with the configuration
// in the environment (bench/lib/product-env.ts: log level warn, raised auth rate limits), no web app, no workers.
// Listens on 127.0.0.1:$PORT.
import { loadConfig } from '@guidepass/config';
import { buildApp } from '../../apps/api/src/app.ts';

const config = loadConfig(process.env);
const app = await buildApp(config, { webRoot: '/nonexistent' });

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: config.http.port });
