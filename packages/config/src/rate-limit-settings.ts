import { Type, type Static } from 'typebox';

/** The RATE_LIMIT_ variables of the environment schema. */
export const rateLimitEnv = {
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 60 }),
  RATE_LIMIT_AUTH_PER_IP: Type.Integer({ minimum: 1, default: 30 }),
  RATE_LIMIT_AUTH_PER_EMAIL: Type.Integer({ minimum: 1, default: 10 }),
  RATE_LIMIT_CAPTURE_PER_USER: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_PUSH_PER_USER: Type.Integer({ minimum: 1, default: 20 }),
  // payment and subscription starts per member: a window's worth, and at most this many open (unpaid, unexpired)
  RATE_LIMIT_PAYMENT_STARTS_PER_USER: Type.Integer({ minimum: 1, default: 10 }),
  RATE_LIMIT_OPEN_PAYMENTS_PER_USER: Type.Integer({ minimum: 1, default: 5 }),
  // mobile-money starts from one IP in an hour (product.md §18; the per-number bounds are fixed)
  RATE_LIMIT_MOBILE_STARTS_PER_IP: Type.Integer({ minimum: 1, default: 10 }),
};

/** paymentStartsPerUser: starts per member per window (all start routes); openPaymentsPerUser: started and not finished at once */
export interface RateLimitSettings {
  windowSeconds: number;
  authPerIp: number;
  authPerEmail: number;
  capturePerUser: number;
  pushPerUser: number;
  paymentStartsPerUser: number;
  openPaymentsPerUser: number;
  /** mobile-money starts per IP per hour */
  mobileStartsPerIp: number;
}

/** The request limits of the API. */
export function rateLimitOf(env: Static<ReturnType<typeof Type.Object<typeof rateLimitEnv>>>): RateLimitSettings {
  return {
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
    authPerEmail: env.RATE_LIMIT_AUTH_PER_EMAIL,
    capturePerUser: env.RATE_LIMIT_CAPTURE_PER_USER,
    pushPerUser: env.RATE_LIMIT_PUSH_PER_USER,
    paymentStartsPerUser: env.RATE_LIMIT_PAYMENT_STARTS_PER_USER,
    openPaymentsPerUser: env.RATE_LIMIT_OPEN_PAYMENTS_PER_USER,
    mobileStartsPerIp: env.RATE_LIMIT_MOBILE_STARTS_PER_IP,
  };
}
