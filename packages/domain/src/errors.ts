import { renewingProvider } from './payment-providers.ts';

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
  error: {
    code: ErrorCode;
    message: string;
    reason?: string;
    /** with reason `salesperson-close-match`: existing salespersons the typed name may mean (names only, never codes) */
    suggestions?: Array<{ fullName: string }>;
  };
}

/** The `reason`s of salesperson attribution and accounts (product.md §9) that clients act on. */
export const salespersonReasons = {
  /** a referral code that names no salesperson (400 at sign-up and PUT /api/me/salesperson, 404 at by-code) */
  unknownReferralCode: 'unknown-referral-code',
  /** 409: no salesperson has the typed name, similar ones exist; re-send with one of them or confirmNewSalesperson */
  closeMatch: 'salesperson-close-match',
  /** 409: the first payment was credited, the salesperson no longer changes */
  fixed: 'salesperson-fixed',
  /** 400: an invite link that is unknown, used, expired or replaced */
  invalidClaimToken: 'invalid-claim-token',
  /** 409: the record has an account already, or this account already has a record */
  alreadyClaimed: 'already-claimed',
  /** 403: the invite was sent to another e-mail address than the signed-in account's */
  inviteForAnotherEmail: 'invite-for-another-email',
} as const;

/** The `reason`s of the admin's subscription routes (product.md §8, automatic renewal). */
export const subscriptionReasons = {
  /** 409 at a re-check: the subscription never reached its provider (the one that renews), so there is nothing to read */
  notAtProvider: `subscription-not-at-${renewingProvider}` as const,
} as const;

/** The `reason`s of the push routes (product.md §8, Web Push) that the web tells apart. */
export const pushReasons = {
  /** 404: the server has no VAPID keys, so no push */
  unavailable: 'push-unavailable',
  /** 409: the endpoint is registered for another account (a shared browser): unsubscribe and subscribe anew */
  endpointTaken: 'push-endpoint-taken',
} as const;

/** The `reason`s of a refused payment or subscription start (product.md §15), answered 429 with Retry-After. */
export const paymentStartReasons = {
  /** more starts in the rate-limit window than RATE_LIMIT_PAYMENT_STARTS_PER_USER */
  tooManyStarts: 'too-many-payment-starts',
  /** RATE_LIMIT_OPEN_PAYMENTS_PER_USER payments or subscriptions started and not finished */
  tooManyOpen: 'too-many-open-payments',
  /** a mobile-money request to the same number is still waiting on the phone (product.md §18) */
  mobileNumberBusy: 'mobile-number-busy',
  /** the number has had 3 mobile-money requests in the hour or 10 in the day, from any account */
  mobileNumberLimit: 'too-many-mobile-requests',
  /** 10 mobile-money starts in the hour from one IP */
  mobileRequestsFromHere: 'too-many-mobile-requests-from-here',
} as const;
