import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';
import type { Session, SessionState } from './session/session-types.ts';

interface Services {
  client: ApiClient;
  session: Session;
}

const ServicesContext = createContext<Services | null>(null);

export function ApiProvider({ client, session, children }: Services & { children: ReactNode }) {
  const services = useMemo(() => ({ client, session }), [client, session]);
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ApiProvider is missing above this component');
  return services;
}

export function useApiClient(): ApiClient {
  return useServices().client;
}

export function useSession(): Session {
  return useServices().session;
}

export function useSessionState(): SessionState {
  const { session } = useServices();
  // Hydration starts from the state the session has then (main.tsx hydrates only a signed-out start, as prerendered).
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
