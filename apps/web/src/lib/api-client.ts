import { accountMessages } from '@guidepass/texts/en/account-messages';
import { requestMessages } from '@guidepass/texts/en/request-messages';
import { codeForStatus, errorStatus } from '@guidepass/domain/errors';
import type { ErrorCode } from '@guidepass/domain/errors';

/** The original client's time-out for a server call. */
export const defaultTimeoutMs = 70_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly reason: string | undefined;
  /** The error object's other fields, as sent (e.g. a close match's `suggestions`); empty when there were none. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: { status: number; code: ErrorCode; message: string; reason?: string | undefined; details?: Record<string, unknown> }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.details = init.details ?? {};
  }
}

export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

export interface ApiClient {
  /** Calls the API and answers the `data` of a `{"data": …}` body, or throws an ApiError. */
  call<T>(path: string, options?: ApiCallOptions): Promise<T>;
  /** The absolute or relative URL of an API path, for full-page navigations. */
  url(path: string): string;
}

/** baseUrl '' means same origin: every request then uses a relative URL. */
export function createApiClient(options: { baseUrl?: string } = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const url = (path: string) => `${baseUrl}${path}`;
  return {
    url,
    call: <T>(path: string, callOptions: ApiCallOptions = {}) => apiCall<T>(url(path), callOptions),
  };
}

async function apiCall<T>(url: string, options: ApiCallOptions): Promise<T> {
  const { method = 'GET', body, token, signal, timeoutMs = defaultTimeoutMs } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      if (timedOut) throw new ApiError({ status: 0, code: 'deadline-exceeded', message: requestMessages.unavailable });
      if (signal?.aborted) throw new ApiError({ status: 0, code: 'cancelled', message: requestMessages.internal });
      // The original's table: a request that never got an HTTP status is 'internal'.
      throw new ApiError({ status: 0, code: codeForStatus(0), message: requestMessages.unavailable });
    }
    return parseAnswer<T>(response.status, text);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

function parseAnswer<T>(status: number, text: string): T {
  const json = parseJsonObject(text);
  const ok = status >= 200 && status < 300;
  if (ok) {
    if (json === undefined) throw new ApiError({ status, code: 'internal', message: requestMessages.responseNotJson });
    if (!('data' in json)) throw new ApiError({ status, code: 'internal', message: requestMessages.responseMissingData });
    return json.data as T;
  }
  const error = json !== undefined && isObject(json.error) ? json.error : undefined;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  const message = typeof error?.message === 'string' && error.message !== '' ? error.message : fallbackMessage(code);
  const reason = typeof error?.reason === 'string' ? error.reason : undefined;
  throw new ApiError({ status, code, message, reason, details: error ?? {} });
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const knownCodes: ReadonlySet<string> = new Set([...Object.keys(errorStatus), 'unknown']);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

// Only for failures whose body carries no message of its own (a proxy's HTML error page, say).
function fallbackMessage(code: ErrorCode): string {
  switch (code) {
    case 'invalid-argument':
      return requestMessages.invalidRequest;
    case 'unauthenticated':
      return accountMessages.sessionExpired;
    case 'not-found':
      return requestMessages.notFound;
    case 'resource-exhausted':
      return requestMessages.tooManyRequests;
    case 'unavailable':
    case 'deadline-exceeded':
      return requestMessages.unavailable;
    default:
      return requestMessages.internal;
  }
}
