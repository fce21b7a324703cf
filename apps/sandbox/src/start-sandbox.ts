import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { buildSandboxApp } from './app.ts';
import { createMailStore } from './mail/mail-store.ts';
import { createSmtpReceiver } from './mail/smtp-receiver.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import { defaultFacebookClient, defaultGoogleClient, defaultHost } from './sandbox-defaults.ts';
import { urlHost } from './shared/url-host.ts';
import { standInsInOrder, type RunningStandIns, type StandInOptions } from './stand-ins.ts';

/** Each payment stand-in's options are `<name>` (stand-ins.ts), e.g. its credentials, webhook, retry schedule, clock. */
export interface StartSandboxOptions extends StandInOptions {
  /** Interface for both servers. Default 127.0.0.1. */
  host?: string;
  /** HTTP port; 0 (the default) picks a free one. */
  port?: number;
  /** SMTP port; 0 (the default) picks a free one. */
  smtpPort?: number;
  /** HTTPS port of the stand-ins' HTTPS host (e.g. where PAYPAL-CERT-URL points); 0 (the default) picks a free one. */
  httpsPort?: number;
  /** Base URL browsers and clients use, e.g. issuer = `${publicUrl}/google`. Default http://<host>:<real port>. */
  publicUrl?: string;
  google?: Partial<OAuthClient>;
  facebook?: Partial<OAuthClient>;
  /** Fastify request logging. Default false. */
  logger?: boolean;
}

/** A started sandbox, with what its stand-ins tell of themselves (e.g. `paypalHttpsUrl`, `testRootPem`). */
export type RunningSandbox = RunningStandIns & {
  /** The public URL, without a trailing slash. */
  url: string;
  smtpPort: number;
  close(): Promise<void>;
};

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
  // A stand-in's HTTPS host is named like the public URL's host: whoever reaches one reaches the other.
  const publicHostName = options.publicUrl ? new URL(options.publicUrl).hostname.replace(/^\[|\]$/g, '') : host;
  const context = { publicUrl: () => publicUrl ?? '', host, hostNames: [publicHostName, host], httpsPort: options.httpsPort ?? 0 };
  const given = options as Partial<Record<string, object>>;
  const standIns = standInsInOrder.map((standIn) => standIn.start(given[standIn.name] ?? {}, context));

  const mailStore = createMailStore();
  const smtp = createSmtpReceiver(mailStore);
  const app = await buildSandboxApp({
    publicUrl: context.publicUrl,
    smtpPort: () => smtpPort,
    mailStore,
    google: { ...defaultGoogleClient, ...options.google },
    facebook: { ...defaultFacebookClient, ...options.facebook },
    standIns,
    logger: options.logger ?? false,
  });

  const listeners: { running: object; close(): Promise<void> }[] = [];
  try {
    smtpPort = await listenSmtp(smtp, options.smtpPort ?? 0, host);
    await app.listen({ port: options.port ?? 0, host });
    for (const standIn of standIns) if (standIn.listen) listeners.push(await standIn.listen(app));
  } catch (error) {
    await Promise.allSettled([app.close(), closeSmtp(smtp), ...listeners.map((listener) => listener.close())]);
    throw error;
  }
  const httpPort = (app.server.address() as AddressInfo).port;
  publicUrl ??= `http://${urlHost(host)}:${httpPort}`;

  return {
    ...(Object.assign({}, ...listeners.map((listener) => listener.running)) as RunningStandIns),
    url: publicUrl,
    smtpPort,
    async close() {
      await Promise.all([...listeners.map((listener) => listener.close()), app.close(), closeSmtp(smtp)]);
    },
  };
}
