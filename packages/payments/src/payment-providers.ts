import type { Config } from '@guidepass/config';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { createYocoClient, type YocoClient } from '@guidepass/providers/yoco-client';

/** The payment providers' clients; null for a provider that is not configured. */
export interface PaymentProviders {
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
}

/** Builds the PayPal and Yoco clients from the configuration, once per process. */
export function createPaymentProviders(config: Pick<Config, 'paypal' | 'yoco'>): PaymentProviders {
  const { paypal, yoco } = config;
  return {
    paypal: paypal ? createPayPalClient({ apiBase: paypal.apiBase, clientId: paypal.clientId, clientSecret: paypal.clientSecret }) : null,
    yoco: yoco ? createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }) : null,
  };
}
