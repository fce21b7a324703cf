import { randomBytes } from 'node:crypto';
import { freePort } from './ports.ts';
import { newVapidSettings } from './vapid-keys.ts';
import { standInSettings, type StandInRedirectUris, type StandInWebhooks } from './stand-in-settings.ts';

/** What every way of starting the product is told. */
export interface ProductOptions {
  databaseUrl: string;
  redisUrl: string;
  /** fixed ports (npm start); each one not given is a free port */
  ports?: { app?: number; sandbox?: number; sandboxHttps?: number; smtp?: number };
  /** the address people open; default http://127.0.0.1:<app port> */
  appUrl?: string;
  /** start the sandbox and point the product at it (default true) */
  sandbox?: boolean;
  /** start the workers (default true) */
  workers?: boolean;
  /** where the api serves the web app from; default none */
  webRoot?: string;
  /** a throw-away queue prefix: its Redis keys are deleted when the product stops */
  queuePrefix?: string;
  /** outside services the caller configured itself; the stand-ins take only the rest */
  given?: Record<string, string | undefined>;
  /** settings on top of the product's configuration (LOG_LEVEL, rate limits, ADMIN_EMAILS, ...) */
  env?: Record<string, string>;
}

export interface ProductPlan {
  /** the product's configuration, as the api's and the worker's environment */
  env: Record<string, string>;
  apiPort: number;
  /** where the api listens */
  apiUrl: string;
  appUrl: string;
  sandbox: { url: string; ports: { http: number; https: number; smtp: number }; webhooks: StandInWebhooks; redirectUris: StandInRedirectUris } | null;
  workers: boolean;
  webRoot: string;
  queuePrefix: string | undefined;
}

/** A folder with no web app in it: the api then serves only its routes. */
const noWebApp = '/nonexistent';

const sandboxHost = '127.0.0.1';

/** Picks the ports and writes the product's configuration against the stand-ins. */
export async function planProduct(options: ProductOptions): Promise<ProductPlan> {
  const apiPort = options.ports?.app ?? (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = options.appUrl ?? apiUrl;
  let sandbox: ProductPlan['sandbox'] = null;
  let standIns: Record<string, string> = {};
  if (options.sandbox !== false) {
    const ports = {
      http: options.ports?.sandbox ?? (await freePort()),
      https: options.ports?.sandboxHttps ?? (await freePort()),
      smtp: options.ports?.smtp ?? (await freePort()),
    };
    const url = `http://${sandboxHost}:${ports.http}`;
    const sandboxHttpsUrl = `https://${sandboxHost}:${ports.https}`;
    const settings = standInSettings({ sandboxUrl: url, sandboxHttpsUrl, smtpPort: ports.smtp, appUrl, ...(options.given ? { given: options.given } : {}) });
    sandbox = { url, ports, webhooks: settings.webhooks, redirectUris: settings.redirectUris };
    standIns = settings.product;
  }
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // a pair per start unless the caller keeps one (npm start does, under .data/)
    ...(options.given?.VAPID_PUBLIC_KEY ? {} : newVapidSettings()),
    ...standIns,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    ...(options.queuePrefix ? { QUEUE_PREFIX: options.queuePrefix } : {}),
    WEB_DIST: options.webRoot ?? noWebApp,
    ...options.env,
    PORT: String(apiPort),
  };
  return { env, apiPort, apiUrl, appUrl, sandbox, workers: options.workers !== false, webRoot: options.webRoot ?? noWebApp, queuePrefix: options.queuePrefix };
}
