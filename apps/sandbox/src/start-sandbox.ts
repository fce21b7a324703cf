import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { buildSandboxApp } from './app.ts';
import type { DpoOptions } from './dpo/dpo-options.ts';
import { createMailStore } from './mail/mail-store.ts';
import { createSmtpReceiver } from './mail/smtp-receiver.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import { createRootAuthority } from './paypal/certificate-authority.ts';
import { listenPaypalHttps, type PaypalHttpsListener } from './paypal/paypal-https-host.ts';
import type { PaypalOptions } from './paypal/paypal-options.ts';
import { defaultFacebookClient, defaultGoogleClient, defaultHost } from './sandbox-defaults.ts';
import type { YocoOptions } from './yoco/yoco-options.ts';

export interface StartSandboxOptions {
  /** Interface for both servers. Default 127.0.0.1. */
  host?: string;
  /** HTTP port; 0 (the default) picks a free one. */
  port?: number;
  /** SMTP port; 0 (the default) picks a free one. */
  smtpPort?: number;
  /** HTTPS port of PayPal's API host (where PAYPAL-CERT-URL points); 0 (the default) picks a free one. */
  httpsPort?: number;
  /** Base URL browsers and clients use, e.g. issuer = `${publicUrl}/google`. Default http://<host>:<real port>. */
  publicUrl?: string;
  google?: Partial<OAuthClient>;
  facebook?: Partial<OAuthClient>;
  /** PayPal stand-in at /paypal: client credentials, pre-registered webhook, retry schedule, clock. */
  paypal?: PaypalOptions;
  /** Yoco stand-in at /yoco: secret key, retry time scale, clock (webhooks are registered through its API). */
  yoco?: YocoOptions;
  /** DPO Pay stand-in at /dpo: the accounts (company token, service type, currencies, wallets, notification URL), clock. */
  dpo?: DpoOptions;
  /** Fastify request logging. Default false. */
  logger?: boolean;
}

export interface RunningSandbox {
  /** The public URL, without a trailing slash. */
  url: string;
  smtpPort: number;
  /** PayPal's API host over HTTPS, e.g. https://127.0.0.1:4011: PAYPAL-CERT-URL points here. */
  paypalHttpsUrl: string;
  /** The sandbox's test root (PEM) the PayPal certificates chain to: trust it to accept the sandbox's webhooks. */
  testRootPem: string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

function closeSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? defaultHost;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  let smtpPort: number | undefined;
  // PayPal's HTTPS host is named like the public URL's host: whoever reaches one reaches the other.
  const httpsHostName = options.publicUrl ? new URL(options.publicUrl).hostname.replace(/^\[|\]$/g, '') : host;
  let paypalHttpsUrl = '';
  const testRoot = createRootAuthority({ commonName: 'GuidePass sandbox test root CA', organization: 'GuidePass sandbox', country: 'BW' });

  const mailStore = createMailStore();
  const smtp = createSmtpReceiver(mailStore);
  const app = await buildSandboxApp({
    publicUrl: () => publicUrl ?? '',
    smtpPort: () => smtpPort,
    mailStore,
    google: { ...defaultGoogleClient, ...options.google },
    facebook: { ...defaultFacebookClient, ...options.facebook },
    paypal: options.paypal ?? {},
    paypalHttpsHost: { url: () => paypalHttpsUrl, root: testRoot },
    yoco: options.yoco ?? {},
    dpo: options.dpo ?? {},
    logger: options.logger ?? false,
  });

  let https: PaypalHttpsListener | undefined;
  try {
    smtpPort = await listenSmtp(smtp, options.smtpPort ?? 0, host);
    await app.listen({ port: options.port ?? 0, host });
    https = await listenPaypalHttps({ app, root: testRoot, host, port: options.httpsPort ?? 0, names: [httpsHostName, host] });
  } catch (error) {
    await Promise.allSettled([app.close(), closeSmtp(smtp)]);
    throw error;
  }
  paypalHttpsUrl = `https://${urlHost(httpsHostName)}:${https.port}`;
  const httpPort = (app.server.address() as AddressInfo).port;
  publicUrl ??= `http://${urlHost(host)}:${httpPort}`;

  return {
    url: publicUrl,
    smtpPort,
    paypalHttpsUrl,
    testRootPem: testRoot.certificatePem,
    async close() {
      await Promise.all([https.close(), app.close(), closeSmtp(smtp)]);
    },
  };
}
