import { isPlainObject } from '../shared/json-values.ts';

/** How the unsigned notification (PTN) is delivered; set through POST /dpo/_control, kept until changed or reset. */
export interface NotificationFaults {
  /** Each notification is posted this many times. 1 = normal. */
  duplicate: number;
  /** Each post waits this long first (a late notification, e.g. after the member's return was verified). */
  delayMs: number;
  /** Keep notifications until POST /dpo/_control/release. */
  hold: boolean;
  /** On release, post the held notifications newest first. */
  outOfOrder: boolean;
}

export interface DpoControls {
  /** Every API answer waits this long. */
  latencyMs: number;
  notifications: NotificationFaults;
  /** ChargeTokenMobile answers RedirectOption 1: the wallet needs the member on its page (the hosted page here). */
  mobileRedirect: boolean;
  /** Every refund waits for DPO's checker (verifyRefund 009) until POST /dpo/_control/refund/{TransToken} settles it. */
  refundChecker: boolean;
}

export function defaultDpoControls(): DpoControls {
  return { latencyMs: 0, notifications: { duplicate: 1, delayMs: 0, hold: false, outOfOrder: false }, mobileRedirect: false, refundChecker: false };
}

export interface DpoControlChange {
  reset: boolean;
  latencyMs?: number;
  notifications?: Partial<NotificationFaults>;
  mobileRedirect?: boolean;
  refundChecker?: boolean;
}

type Check = (value: unknown) => string | undefined;

const integerFrom = (min: number): Check => (value) => (Number.isSafeInteger(value) && (value as number) >= min ? undefined : `must be an integer ≥ ${min}`);
const trueOrFalse: Check = (value) => (typeof value === 'boolean' ? undefined : 'must be true or false');

const faultChecks: Record<keyof NotificationFaults, Check> = {
  duplicate: integerFrom(1),
  delayMs: integerFrom(0),
  hold: trueOrFalse,
  outOfOrder: trueOrFalse,
};

/** The first thing wrong with an object's fields against a table of checks, named with its path. */
function firstProblem(value: unknown, checks: Record<string, Check>, path: string): string | undefined {
  if (!isPlainObject(value)) return `${path || 'The body'} must be ${path ? 'an object' : 'a JSON object'}`;
  for (const [key, entry] of Object.entries(value)) {
    const check = Object.hasOwn(checks, key) ? checks[key] : undefined;
    const name = path ? `${path}.${key}` : key;
    if (!check) return `unknown field ${name}`;
    const problem = check(entry);
    if (problem) return problem.startsWith(name) ? problem : `${name} ${problem}`;
  }
  return undefined;
}

const bodyChecks: Record<keyof DpoControlChange, Check> = {
  reset: trueOrFalse,
  latencyMs: integerFrom(0),
  notifications: (value) => firstProblem(value, faultChecks, 'notifications'),
  mobileRedirect: trueOrFalse,
  refundChecker: trueOrFalse,
};

/** Validates the whole body before anything changes, so a bad field leaves the controls as they were. */
export function parseDpoControlChange(body: unknown): { ok: true; change: DpoControlChange } | { ok: false; message: string } {
  const problem = firstProblem(body, bodyChecks, '');
  if (problem) return { ok: false, message: problem };
  const fields = body as Partial<DpoControlChange>;
  return { ok: true, change: { ...fields, reset: fields.reset ?? false } };
}

/** Applies everything but reset, which needs the whole state and is done by the caller first. */
export function applyDpoControlChange(controls: DpoControls, change: DpoControlChange): void {
  if (change.latencyMs !== undefined) controls.latencyMs = change.latencyMs;
  if (change.notifications) Object.assign(controls.notifications, change.notifications);
  if (change.mobileRedirect !== undefined) controls.mobileRedirect = change.mobileRedirect;
  if (change.refundChecker !== undefined) controls.refundChecker = change.refundChecker;
}
