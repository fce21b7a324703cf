import type { DpoClient } from '@guidepass/providers/dpo/dpo-client';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import type { YocoClient } from '@guidepass/providers/yoco-client';
import type { WebhookCheck } from './payment-gateway.ts';

/** The providers' clients (one per module of providers/provider-list.ts); null for a provider that is not configured. */
export interface ProviderClients {
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
  /** optional so that code built before DPO (tests' hand-made deps) still type-checks: absent is not configured */
  dpo?: DpoClient | null;
}

/** The payment providers' clients and their webhook checks, built once per process (createPaymentProviders). */
export interface PaymentProviders extends ProviderClients {
  /** how a signed webhook delivery is checked, per provider; absent or null where its webhooks are not configured */
  webhookChecks?: Partial<Record<string, WebhookCheck | null>>;
}
