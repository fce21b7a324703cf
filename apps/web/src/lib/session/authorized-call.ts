import { ApiError } from '../api-client.ts';
import type { ApiCallOptions } from '../api-client.ts';
import { endSession } from './session-transitions.ts';
import type { SessionCore } from './session-transitions.ts';

type CallOptions = Omit<ApiCallOptions, 'token'>;

const notSessionProblems: ReadonlySet<string> = new Set(['requires-recent-login', 'invalid-credentials']);

/** Makes the session's calls with the access token: a 401 refreshes once and retries once, else signs out. */
export function createAuthorizedCall(core: SessionCore, refresh: () => Promise<boolean>) {
  const send = <T>(path: string, options: CallOptions) => core.client.call<T>(path, { ...options, token: core.token.get() });

  return async <T>(path: string, options: CallOptions = {}): Promise<T> => {
    try {
      return await send<T>(path, options);
    } catch (error) {
      // A missing recent sign-in or a wrong current password is not cured by a refresh: the caller shows it.
      const retryable = error instanceof ApiError && error.status === 401 && !notSessionProblems.has(error.reason ?? '');
      if (!retryable) throw error;
      if (!(await refresh())) throw error;
      try {
        return await send<T>(path, options);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) endSession(core, true);
        throw retryError;
      }
    }
  };
}
