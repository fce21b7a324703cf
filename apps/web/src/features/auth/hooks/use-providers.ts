import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '../../../lib/api-context.tsx';
import { getProviders } from '../api/get-providers.ts';
import type { Providers } from '../api/get-providers.ts';

const providersTimeoutMs = 10_000;

/**
 * Asks the server once which sign-in providers it has configured, as soon as the buttons show. The answer
 * is a function so that a click made before the list arrives waits for it instead of guessing; null means
 * the list could not be read.
 */
export function useProviders(): () => Promise<Providers | null> {
  const client = useApiClient();
  const pending = useRef<Promise<Providers | null> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const request = getProviders(client, controller.signal, providersTimeoutMs).catch(() => null);
    pending.current = request;
    return () => controller.abort();
  }, [client]);

  return useCallback(() => pending.current ?? Promise.resolve(null), []);
}
