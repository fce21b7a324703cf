import { isPlainObject } from '../../shared/json-values.ts';
import { currencyDecimals, isSupportedCurrency } from '../currencies.ts';
import { amountValuePattern, decimalPlaces, normalizeMoney, toMinorUnits, type Money } from '../money.ts';
import { invalidRequest, issueDetail, issueError } from '../paypal-error.ts';
import { Problems } from '../validate-create-order.ts';
import type { BillingCycle, IntervalUnit, Plan, PlanStatus, TenureType } from './subscription-records.ts';

/** A plan as the request describes it; the store adds the id and times. */
export type PlanDraft = Omit<Plan, 'id' | 'createTime' | 'updateTime'>;

type Json = Record<string, unknown>;

// PayPal's ceilings for interval_count per unit.
const maxIntervals: Record<IntervalUnit, number> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };
const planStatuses: PlanStatus[] = ['CREATED', 'INACTIVE', 'ACTIVE'];

function integer(problems: Problems, source: Json, key: string, field: string, range: { min: number; max: number; required?: boolean }): number | undefined {
  const value = source[key];
  if (value === undefined || value === null) return range.required ? problems.add('MISSING_REQUIRED_PARAMETER', field) : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) return problems.add('INVALID_PARAMETER_SYNTAX', field, String(value));
  if (value < range.min || value > range.max) return problems.add('INVALID_PARAMETER_VALUE', field, value);
  return value;
}

/** A money object `{value, currency_code}` (syntax only; currency and precision are 422s checked later). */
export function readMoney(problems: Problems, source: Json, key: string, field: string, required: boolean): Money | undefined {
  const raw = source[key];
  if (raw === undefined || raw === null) return required ? problems.add('MISSING_REQUIRED_PARAMETER', field) : undefined;
  if (!isPlainObject(raw)) return problems.add('INVALID_PARAMETER_SYNTAX', field);
  const currency = problems.text(raw, 'currency_code', `${field}/currency_code`, { required: true, max: 3 });
  const value = problems.text(raw, 'value', `${field}/value`, { required: true, max: 32 });
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) return problems.add('INVALID_PARAMETER_SYNTAX', `${field}/currency_code`, currency);
  if (value !== undefined && !amountValuePattern.test(value)) return problems.add('INVALID_PARAMETER_SYNTAX', `${field}/value`, value);
  return currency === undefined || value === undefined ? undefined : { currency_code: currency, value };
}

function readCycle(problems: Problems, raw: unknown, index: number): BillingCycle | undefined {
  const path = `/billing_cycles/${index}`;
  if (!isPlainObject(raw)) return problems.add('INVALID_PARAMETER_SYNTAX', path);
  let unit: IntervalUnit | undefined;
  let count: number | undefined;
  const frequency = raw.frequency;
  if (frequency === undefined || frequency === null) problems.add('MISSING_REQUIRED_PARAMETER', `${path}/frequency`);
  else if (!isPlainObject(frequency)) problems.add('INVALID_PARAMETER_SYNTAX', `${path}/frequency`);
  else {
    const unitText = problems.text(frequency, 'interval_unit', `${path}/frequency/interval_unit`, { required: true, max: 24 });
    if (unitText !== undefined && !(unitText in maxIntervals)) problems.add('INVALID_PARAMETER_VALUE', `${path}/frequency/interval_unit`, unitText);
    else unit = unitText as IntervalUnit | undefined;
    count = integer(problems, frequency, 'interval_count', `${path}/frequency/interval_count`, { min: 1, max: unit ? maxIntervals[unit] : 365 }) ?? 1;
  }
  const tenure = problems.text(raw, 'tenure_type', `${path}/tenure_type`, { required: true, max: 24 });
  if (tenure !== undefined && tenure !== 'TRIAL' && tenure !== 'REGULAR') problems.add('INVALID_PARAMETER_VALUE', `${path}/tenure_type`, tenure);
  const sequence = integer(problems, raw, 'sequence', `${path}/sequence`, { min: 1, max: 99, required: true });
  const totalCycles = integer(problems, raw, 'total_cycles', `${path}/total_cycles`, { min: 0, max: 999 }) ?? 1;
  let price: Money | undefined;
  const scheme = raw.pricing_scheme;
  // A free trial needs no pricing scheme; a regular cycle does.
  if (scheme === undefined || scheme === null) {
    if (tenure === 'REGULAR') problems.add('MISSING_REQUIRED_PARAMETER', `${path}/pricing_scheme`);
  } else if (!isPlainObject(scheme)) problems.add('INVALID_PARAMETER_SYNTAX', `${path}/pricing_scheme`);
  else price = readMoney(problems, scheme, 'fixed_price', `${path}/pricing_scheme/fixed_price`, true);
  if (unit === undefined || count === undefined || sequence === undefined || (tenure !== 'TRIAL' && tenure !== 'REGULAR')) return undefined;
  return { intervalUnit: unit, intervalCount: count, tenureType: tenure as TenureType, sequence, totalCycles, price };
}

/** At most 2 TRIAL cycles, exactly one REGULAR one, last; sequences 1..n; a trial runs a finite number of times. */
function checkCycleShape(problems: Problems, cycles: BillingCycle[]): void {
  const trials = cycles.filter((cycle) => cycle.tenureType === 'TRIAL');
  const regulars = cycles.filter((cycle) => cycle.tenureType === 'REGULAR');
  if (trials.length > 2) problems.add('INVALID_PARAMETER_VALUE', '/billing_cycles', undefined, 'A plan can have at most two trial cycles.');
  if (regulars.length !== 1) problems.add('INVALID_PARAMETER_VALUE', '/billing_cycles', undefined, 'A plan must have exactly one regular cycle.');
  const sequences = cycles.map((cycle) => cycle.sequence).sort((a, b) => a - b);
  if (sequences.some((sequence, index) => sequence !== index + 1)) {
    problems.add('INVALID_PARAMETER_VALUE', '/billing_cycles', undefined, 'Billing cycle sequences must be unique and run 1, 2, ….');
  }
  const regular = regulars[0];
  if (regular && trials.some((trial) => trial.sequence > regular.sequence)) {
    problems.add('INVALID_PARAMETER_VALUE', '/billing_cycles', undefined, 'Trial cycles must come before the regular cycle.');
  }
  cycles.forEach((cycle, index) => {
    if (cycle.tenureType === 'TRIAL' && cycle.totalCycles === 0) {
      problems.add('INVALID_PARAMETER_VALUE', `/billing_cycles/${index}/total_cycles`, 0, 'A trial cycle must run 1 to 999 times.');
    }
  });
}

/** Currency, precision and sign of every price (422s, after the body is well-formed). */
function checkPrices(cycles: BillingCycle[], setupFee: Money | undefined): Money | undefined {
  const priced: { money: Money; field: string; mayBeZero: boolean }[] = cycles.flatMap((cycle, index) =>
    cycle.price ? [{ money: cycle.price, field: `/billing_cycles/${index}/pricing_scheme/fixed_price`, mayBeZero: cycle.tenureType === 'TRIAL' }] : [],
  );
  if (setupFee) priced.push({ money: setupFee, field: '/payment_preferences/setup_fee', mayBeZero: true });
  const currency = priced[0]?.money.currency_code;
  for (const { money, field, mayBeZero } of priced) {
    if (!isSupportedCurrency(money.currency_code)) throw issueError('CURRENCY_NOT_SUPPORTED', { field: `${field}/currency_code`, value: money.currency_code, location: 'body' });
    if (money.currency_code !== currency) {
      throw issueError('CURRENCY_MISMATCH', { field: `${field}/currency_code`, value: money.currency_code, location: 'body', description: 'All prices of a plan must be in the same currency.' });
    }
    if (decimalPlaces(money.value) > currencyDecimals(money.currency_code)) throw issueError('DECIMAL_PRECISION', { field: `${field}/value`, value: money.value, location: 'body' });
    const minor = toMinorUnits(money);
    if (minor < 0n || (minor === 0n && !mayBeZero)) throw issueError('CANNOT_BE_ZERO_OR_NEGATIVE', { field: `${field}/value`, value: money.value, location: 'body' });
  }
  for (const cycle of cycles) if (cycle.price) cycle.price = normalizeMoney(cycle.price);
  return setupFee ? normalizeMoney(setupFee) : undefined;
}

/** POST /v1/billing/plans: the plan as stored, or PayPal's error for it. The product is looked up by the caller. */
export function validatePlan(body: unknown): PlanDraft {
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  const problems = new Problems();
  const productId = problems.text(body, 'product_id', '/product_id', { required: true, max: 50 });
  const name = problems.text(body, 'name', '/name', { required: true, max: 127 });
  const description = problems.text(body, 'description', '/description', { max: 127 });
  const status = problems.text(body, 'status', '/status', { max: 24 }) ?? 'ACTIVE';
  if (!planStatuses.includes(status as PlanStatus)) problems.add('INVALID_PARAMETER_VALUE', '/status', status);

  const cycles: BillingCycle[] = [];
  const rawCycles = body.billing_cycles;
  if (rawCycles === undefined || rawCycles === null) problems.add('MISSING_REQUIRED_PARAMETER', '/billing_cycles');
  else if (!Array.isArray(rawCycles)) problems.add('INVALID_PARAMETER_SYNTAX', '/billing_cycles');
  else if (rawCycles.length === 0) problems.add('INVALID_ARRAY_MIN_ITEMS', '/billing_cycles');
  else if (rawCycles.length > 12) problems.add('INVALID_ARRAY_MAX_ITEMS', '/billing_cycles');
  else {
    const before = problems.details.length;
    rawCycles.forEach((raw: unknown, index) => {
      const cycle = readCycle(problems, raw, index);
      if (cycle) cycles.push(cycle);
    });
    if (problems.details.length === before) checkCycleShape(problems, cycles);
  }

  const preferences = body.payment_preferences;
  let fields: Json = {};
  if (preferences === undefined || preferences === null) problems.add('MISSING_REQUIRED_PARAMETER', '/payment_preferences');
  else if (!isPlainObject(preferences)) problems.add('INVALID_PARAMETER_SYNTAX', '/payment_preferences');
  else fields = preferences;
  const autoBill = fields.auto_bill_outstanding ?? true;
  if (typeof autoBill !== 'boolean') problems.add('INVALID_PARAMETER_SYNTAX', '/payment_preferences/auto_bill_outstanding', String(autoBill));
  const failureAction = problems.text(fields, 'setup_fee_failure_action', '/payment_preferences/setup_fee_failure_action', { max: 24 }) ?? 'CANCEL';
  if (failureAction !== 'CONTINUE' && failureAction !== 'CANCEL') problems.add('INVALID_PARAMETER_VALUE', '/payment_preferences/setup_fee_failure_action', failureAction);
  const threshold = integer(problems, fields, 'payment_failure_threshold', '/payment_preferences/payment_failure_threshold', { min: 0, max: 999 }) ?? 0;
  const setupFee = readMoney(problems, fields, 'setup_fee', '/payment_preferences/setup_fee', false);
  const quantitySupported = body.quantity_supported ?? false;
  if (typeof quantitySupported !== 'boolean') problems.add('INVALID_PARAMETER_SYNTAX', '/quantity_supported', String(quantitySupported));
  else if (quantitySupported) problems.add('INVALID_PARAMETER_VALUE', '/quantity_supported', 'true', 'The sandbox stands in for plans without quantity support only.');

  if (problems.details.length > 0 || productId === undefined || name === undefined) throw invalidRequest(problems.details);
  const checkedSetupFee = checkPrices(cycles, setupFee);
  return {
    productId,
    name,
    description,
    status: status as PlanStatus,
    billingCycles: cycles.sort((a, b) => a.sequence - b.sequence),
    autoBillOutstanding: autoBill === true,
    setupFee: checkedSetupFee && toMinorUnits(checkedSetupFee) > 0n ? checkedSetupFee : undefined,
    setupFeeFailureAction: failureAction as 'CONTINUE' | 'CANCEL',
    paymentFailureThreshold: threshold,
  };
}
