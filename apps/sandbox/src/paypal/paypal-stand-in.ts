import { urlHost } from '../shared/url-host.ts';
import { standIn } from '../stand-in.ts';
import { createRootAuthority } from './certificate-authority.ts';
import { readPaypalConfig } from './paypal-config.ts';
import { paypalDefaults } from './paypal-defaults.ts';
import { listenPaypalHttps } from './paypal-https-host.ts';
import { renderPaypalIndexEntry } from './paypal-index-entry.ts';
import { defaultPaypalSettings, type PaypalOptions } from './paypal-options.ts';
import { paypalRoutes } from './paypal-routes.ts';

/** What a started sandbox tells of its PayPal stand-in. */
export interface RunningPaypal {
  /** PayPal's API host over HTTPS, e.g. https://127.0.0.1:4011: PAYPAL-CERT-URL points here. */
  paypalHttpsUrl: string;
  /** The sandbox's test root (PEM) the PayPal certificates chain to: trust it to accept the sandbox's webhooks. */
  testRootPem: string;
}

/**
 * The PayPal stand-in at /paypal (client credentials, pre-registered webhook, retry schedule, clock), and PayPal's
 * API host over HTTPS on the sandbox's HTTPS port, with certificates from the sandbox's test root.
 */
export const paypalStandIn = standIn({
  name: 'paypal',
  defaults: paypalDefaults,
  readConfig: readPaypalConfig,
  start(options: PaypalOptions, { publicUrl, host, hostNames, httpsPort }) {
    const root = createRootAuthority({ commonName: 'GuidePass sandbox test root CA', organization: 'GuidePass sandbox', country: 'BW' });
    let httpsUrl = '';
    return {
      async register(app) {
        await app.register(paypalRoutes, { prefix: '/paypal', ...options, publicUrl, httpsHost: { url: () => httpsUrl, root } });
      },
      indexEntry: renderPaypalIndexEntry,
      async listen(app) {
        const https = await listenPaypalHttps({ app, root, host, port: httpsPort, names: hostNames });
        // named like the public URL's host: whoever reaches one reaches the other
        httpsUrl = `https://${urlHost(hostNames[0] ?? host)}:${https.port}`;
        const running: RunningPaypal = { paypalHttpsUrl: httpsUrl, testRootPem: root.certificatePem };
        return { running, close: () => https.close() };
      },
    };
  },
  startupLines: (url, config, running: RunningPaypal) => [
    `  PayPal:       ${url}/paypal (client ${config?.clientId ?? defaultPaypalSettings.clientId}${config?.webhookUrl ? `, webhook ${config.webhookUrl}` : ''})`,
    `  PayPal HTTPS: ${running.paypalHttpsUrl}/v1/notifications/certs/… (test root at ${url}/paypal/_control/test-root.pem)`,
  ],
});
