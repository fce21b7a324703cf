import type { ApiClient } from '../../../lib/api-client.ts';

export interface Providers {
  google: boolean;
  facebook: boolean;
}

export function getProviders(client: ApiClient, signal?: AbortSignal, timeoutMs?: number) {
  return client.call<Providers>('/auth/providers', { signal, ...(timeoutMs ? { timeoutMs } : {}) });
}
