import type { Config } from '@guidepass/config';
import { createDpoClient, type DpoClient } from '@guidepass/providers/dpo/dpo-client';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { createYocoClient, type YocoClient } from '@guidepass/providers/yoco-client';

/** The payment providers' clients; null for a provider that is not configured. */
export interface PaymentProviders {
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
  /** optional so that code built before DPO (tests' hand-made deps) still type-checks: absent is not configured */
  dpo?: DpoClient | null;
}

/** Builds the PayPal, Yoco and DPO Pay clients from the configuration, once per process. */
export function createPaymentProviders(config: Pick<Config, 'paypal' | 'yoco' | 'dpo'>): PaymentProviders {
  const { paypal, yoco, dpo } = config;
  return {
    paypal: paypal ? createPayPalClient({ apiBase: paypal.apiBase, clientId: paypal.clientId, clientSecret: paypal.clientSecret }) : null,
    yoco: yoco ? createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }) : null,
    dpo: dpo
      ? createDpoClient({ apiBase: dpo.apiBase, companyToken: dpo.companyToken, serviceType: dpo.serviceType, paymentMinutes: dpo.paymentMinutes, paymentUrl: dpo.paymentUrl, mobileOperators: dpo.mobileOperators })
      : null,
  };
}
