import { availableParallelism } from 'node:os';
import { Type, type Static } from 'typebox';
import { list } from './comma-list.ts';
import { ConfigError } from './config-error.ts';
import { pair } from './paired-settings.ts';
import { parseEnv } from './parse-env.ts';
import { paymentEnv, providersOf, type ProviderConfig } from './payment-settings.ts';
import { pushEnv, pushOf, type PushSettings } from './push-settings.ts';
import { rateLimitEnv, rateLimitOf, type RateLimitSettings } from './rate-limit-settings.ts';

export { ConfigError };
export { defaultPushServiceOrigins } from './push-settings.ts';
export { isProduction, productionProblems } from './production-settings.ts';

const Url = Type.String({ pattern: '^[a-z][a-z0-9+.-]*://' });

/** Every environment variable the product reads, with its default. `.env.example` and the providers' `<name>.env.example` mirror this list. */
const EnvSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  APP_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  WEB_DIST: Type.Optional(Type.String({ minLength: 1 })),
  TRUST_PROXY: Type.String({ pattern: '^(|true|false|\\d+|[0-9a-fA-F:.,/ ]+)$', default: 'false' }),

  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  REDIS_URL: Type.String({ pattern: '^rediss?://', default: 'redis://127.0.0.1:6379' }),
  QUEUE_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_-]+$', default: 'guidepass' }),
  JWT_SECRET: Type.String({ minLength: 32 }),

  SMTP_URL: Type.String({ pattern: '^smtps?://', default: 'smtp://127.0.0.1:2525' }),
  MAIL_FROM: Type.String({ minLength: 3, default: 'guidepass <no-reply@guidepass.local>' }),

  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_ISSUER: Type.String({ pattern: '^https?://', default: 'https://accounts.google.com' }),
  FACEBOOK_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  FACEBOOK_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  FACEBOOK_AUTH_URL: Type.String({ pattern: '^https?://', default: 'https://www.facebook.com/v19.0' }),
  FACEBOOK_GRAPH_URL: Type.String({ pattern: '^https?://', default: 'https://graph.facebook.com/v19.0' }),

  ...paymentEnv,
  GUIDE_URL: Type.Optional(Url),
  COMMISSION_RATE: Type.Number({ minimum: 0, maximum: 1, default: 0.1 }),
  ADMIN_EMAILS: Type.String({ default: '' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  SUPPORT_EMAIL: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$' })),
  // international format, digits only after an optional +: it becomes a https://wa.me/ link
  SUPPORT_WHATSAPP: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{7,15}$' })),

  ...rateLimitEnv,
  EMAIL_CODES_PER_DAY: Type.Integer({ minimum: 1, default: 10 }),
  SESSION_MAX_AGE_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  SESSION_REFRESH_GRACE_SECONDS: Type.Integer({ minimum: 0, maximum: 60, default: 10 }),
  RESEND_COOLDOWN_SECONDS: Type.Integer({ minimum: 1, default: 60 }),
  JOB_LOCK_SECONDS: Type.Integer({ minimum: 1, maximum: 600, default: 30 }),
  // payment jobs run at once per worker: they mostly wait on PayPal and Yoco (two calls of ~200 ms for a confirm)
  PAYMENT_JOB_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 200, default: 40 }),
  // unset: one per core (os.availableParallelism())
  PASSWORD_HASH_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1 })),
  PASSWORD_HASH_QUEUE: Type.Integer({ minimum: 0, default: 64 }),

  SESSION_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  // at least 1: the daily e-mail cap counts the tokens of the last 24 hours
  EMAIL_TOKEN_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  WEBHOOK_PAYLOAD_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 180 }),
  WEBHOOK_EVENT_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 400 }),

  // membership notices (product.md §8): how often the worker looks for what is due, and how long before a
  // membership ends its member is reminded (up to a year)
  LIFECYCLE_SWEEP_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  RENEWAL_REMINDER_HOURS: Type.Integer({ minimum: 1, maximum: 8_760, default: 48 }),

  ...pushEnv,
});

export type Env = Static<typeof EnvSchema>;

/** The typed configuration a process runs with; each payment provider's settings at `config.<provider>` (null: not configured). */
export interface Config extends ProviderConfig {
  http: { host: string; port: number };
  appUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  /** which proxies' X-Forwarded-For to believe: none (false), a hop count, or addresses/CIDRs */
  trustProxy: boolean | number | string;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  jwtSecret: string;
  mail: { smtpUrl: string; from: string };
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  facebook: { clientId: string; clientSecret: string; authUrl: string; graphUrl: string } | null;
  guideUrl: string | undefined;
  commissionRate: number;
  adminEmails: string[];
  /** when set, GET /metrics needs it as a Bearer token; when unset only this machine may read the metrics */
  metricsToken: string | undefined;
  /** how people reach support, shown wherever a message says "contact support" (null: not configured) */
  support: { email: string | null; whatsapp: string | null };
  /** paymentStartsPerUser: starts per member per window (all start routes); openPaymentsPerUser: started and not finished at once */
  rateLimit: RateLimitSettings;
  /** verification and reset mails one account may be sent in 24 hours; past it the answer is the same but no mail goes */
  emailCodesPerDay: number;
  /** a sign-in can be refreshed for at most `maxAgeDays` from its start; a just-rotated refresh token still works for `refreshGraceSeconds` */
  session: { maxAgeDays: number; refreshGraceSeconds: number };
  resendCooldownSeconds: number;
  /** how long a worker holds a job before another worker may take it over (after a crash) */
  jobLockSeconds: number;
  paymentJobConcurrency: number;
  /** password hashes and checks running at once (one per core by default), and how many may wait; past that, 503 */
  passwordHashing: { concurrency: number; queueLimit: number };
  /**
   * Days the maintenance sweeps keep data for (docs/architecture.md, Retention): dead sessions, spent or expired
   * e-mail tokens, processed webhook payloads (then trimmed to `{}`) and processed webhook events (then deleted).
   */
  retention: { sessionDays: number; emailTokenDays: number; webhookPayloadDays: number; webhookEventDays: number };
  /** membership notices: the worker's sweep runs every `sweepSeconds`; "ends soon" goes `reminderHours` before the end */
  lifecycle: { sweepSeconds: number; reminderHours: number };
  /** Web Push: the VAPID key pair and subject (null: push is off), and the push services a subscription may name */
  push: PushSettings;
}

function trustProxyOf(value: string): boolean | number | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.replace(/\s+/g, '');
}

/** Reads, converts and validates the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const env = parseEnv(EnvSchema, source) as Env;
  if (env.WEBHOOK_EVENT_RETENTION_DAYS < env.WEBHOOK_PAYLOAD_RETENTION_DAYS) {
    throw new ConfigError(
      `WEBHOOK_EVENT_RETENTION_DAYS must be at least WEBHOOK_PAYLOAD_RETENTION_DAYS (got ${env.WEBHOOK_EVENT_RETENTION_DAYS} < ${env.WEBHOOK_PAYLOAD_RETENTION_DAYS})`,
    );
  }
  // Read before the rest, each provider's checks (some run even while it is not configured) in the list's order.
  const providers = providersOf(env);
  return {
    http: { host: env.HOST, port: env.PORT },
    appUrl: env.APP_URL.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
    jwtSecret: env.JWT_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google: pair(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, () => ({
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      issuer: env.GOOGLE_ISSUER.replace(/\/$/, ''),
    })),
    facebook: pair(['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'], env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, () => ({
      clientId: env.FACEBOOK_CLIENT_ID!,
      clientSecret: env.FACEBOOK_CLIENT_SECRET!,
      authUrl: env.FACEBOOK_AUTH_URL.replace(/\/$/, ''),
      graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
    })),
    ...providers,
    guideUrl: env.GUIDE_URL,
    commissionRate: env.COMMISSION_RATE,
    adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    metricsToken: env.METRICS_TOKEN,
    support: { email: env.SUPPORT_EMAIL ?? null, whatsapp: env.SUPPORT_WHATSAPP ?? null },
    rateLimit: rateLimitOf(env),
    emailCodesPerDay: env.EMAIL_CODES_PER_DAY,
    session: { maxAgeDays: env.SESSION_MAX_AGE_DAYS, refreshGraceSeconds: env.SESSION_REFRESH_GRACE_SECONDS },
    resendCooldownSeconds: env.RESEND_COOLDOWN_SECONDS,
    jobLockSeconds: env.JOB_LOCK_SECONDS,
    paymentJobConcurrency: env.PAYMENT_JOB_CONCURRENCY,
    passwordHashing: { concurrency: env.PASSWORD_HASH_CONCURRENCY ?? availableParallelism(), queueLimit: env.PASSWORD_HASH_QUEUE },
    retention: {
      sessionDays: env.SESSION_RETENTION_DAYS,
      emailTokenDays: env.EMAIL_TOKEN_RETENTION_DAYS,
      webhookPayloadDays: env.WEBHOOK_PAYLOAD_RETENTION_DAYS,
      webhookEventDays: env.WEBHOOK_EVENT_RETENTION_DAYS,
    },
    lifecycle: { sweepSeconds: env.LIFECYCLE_SWEEP_SECONDS, reminderHours: env.RENEWAL_REMINDER_HOURS },
    push: pushOf(env),
  };
}

/** The names of every variable, for `.env.example` (with the providers' examples) and its test. */
export const envVariableNames = Object.keys(EnvSchema.properties);

/** The schema of the variables named, e.g. for an operator command that reads only its own settings. */
export function envSchemaOf<Name extends keyof typeof EnvSchema.properties>(names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, EnvSchema.properties[name]])) as Pick<typeof EnvSchema.properties, Name>;
}
