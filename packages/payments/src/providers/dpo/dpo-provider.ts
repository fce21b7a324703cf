import type { Config } from '@guidepass/config';
import { createDpoClient, type DpoClient } from '@guidepass/providers/dpo/dpo-client';
import { dpoEvents, dpoGateway } from './dpo-gateway.ts';

declare module '../../provider-clients.ts' {
  interface ProviderClients {
    dpo?: DpoClient | null;
  }
}

/** DPO Pay in the provider list (provider-list.ts): its client, its adapter and event reader (its notices are unsigned hints). */
export const dpoProvider = {
  name: 'dpo',
  client: ({ dpo }: Pick<Config, 'dpo'>): DpoClient | null =>
    dpo
      ? createDpoClient({ apiBase: dpo.apiBase, companyToken: dpo.companyToken, serviceType: dpo.serviceType, paymentMinutes: dpo.paymentMinutes, paymentUrl: dpo.paymentUrl, mobileOperators: dpo.mobileOperators, mobileWallets: dpo.mobileWallets })
      : null,
  webhookCheck: null,
  gateway: ({ dpo }: { dpo?: DpoClient | null }) => (dpo ? dpoGateway(dpo) : null),
  events: dpoEvents,
} as const;
