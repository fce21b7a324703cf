/** The closed set of error codes (the original's function codes) and the HTTP status each one answers with. */
export const errorStatus = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type ErrorCode = keyof typeof errorStatus | 'unknown';

/** The original client's mapping from an HTTP status to an error code. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0 || status === 500) return 'internal';
  for (const [code, s] of Object.entries(errorStatus)) if (s === status) return code as ErrorCode;
  return 'unknown';
}

/** The body of every failed API answer. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; reason?: string };
}
