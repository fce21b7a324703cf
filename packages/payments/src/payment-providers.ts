import type { Config } from '@guidepass/config';
import { createDpoClient, type DpoClient } from '@guidepass/providers/dpo/dpo-client';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { createPayPalSignatureVerifier } from '@guidepass/providers/paypal-webhook-signature';
import { createYocoClient, type YocoClient } from '@guidepass/providers/yoco-client';
import { verifyYocoWebhook } from '@guidepass/providers/yoco-webhook-signature';
import type { WebhookCheck } from './payment-gateway.ts';

/** The payment providers' clients; null for a provider that is not configured. */
export interface PaymentProviders {
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
  /** optional so that code built before DPO (tests' hand-made deps) still type-checks: absent is not configured */
  dpo?: DpoClient | null;
  /** how a signed webhook delivery is checked, per provider; absent or null where its webhooks are not configured */
  webhookChecks?: { paypal?: WebhookCheck | null; yoco?: WebhookCheck | null };
}

type PaymentSettings = Pick<Config, 'paypal' | 'yoco' | 'dpo'>;

/**
 * The webhook signature checks: PayPal's against the webhook id, with certificates from the allowed hosts chaining to
 * a trusted root (Node's, plus PAYPAL_CERT_TRUSTED_ROOTS, e.g. the sandbox's); Yoco's against the webhook secret.
 */
function webhookChecksOf({ paypal, yoco }: PaymentSettings): NonNullable<PaymentProviders['webhookChecks']> {
  const verifyPayPal = paypal?.webhookId ? createPayPalSignatureVerifier({ extraRoots: paypal.certTrustedRoots }) : null;
  return {
    paypal: verifyPayPal && (({ headers, body }) => verifyPayPal({ headers, rawBody: body, webhookId: paypal!.webhookId!, certHosts: paypal!.certHosts })),
    yoco: yoco?.webhookSecret ? ({ headers, body }) => verifyYocoWebhook(yoco.webhookSecret!, body, headers) : null,
  };
}

/** Builds the PayPal, Yoco and DPO Pay clients and webhook checks from the configuration, once per process. */
export function createPaymentProviders(config: PaymentSettings): PaymentProviders {
  const { paypal, yoco, dpo } = config;
  return {
    paypal: paypal ? createPayPalClient({ apiBase: paypal.apiBase, clientId: paypal.clientId, clientSecret: paypal.clientSecret }) : null,
    yoco: yoco ? createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }) : null,
    dpo: dpo
      ? createDpoClient({ apiBase: dpo.apiBase, companyToken: dpo.companyToken, serviceType: dpo.serviceType, paymentMinutes: dpo.paymentMinutes, paymentUrl: dpo.paymentUrl, mobileOperators: dpo.mobileOperators, mobileWallets: dpo.mobileWallets })
      : null,
    webhookChecks: webhookChecksOf(config),
  };
}
