import { isPlainObject } from '../shared/json-values.ts';
import { currencyDecimals, isSupportedCurrency } from './currencies.ts';
import { amountValuePattern, decimalPlaces, exceedsMaxValue, normalizeMoney, toMinorUnits, type Money } from './money.ts';
import { invalidRequest, issueDetail, issueError, type ErrorDetail } from './paypal-error.ts';
import type { IssueCode } from './paypal-issues.ts';

export interface PurchaseUnitDraft {
  referenceId: string;
  amount: Money;
  customId: string | undefined;
  invoiceId: string | undefined;
  description: string | undefined;
}

export interface OrderDraft {
  flow: 'payer-action' | 'approve';
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  brandName: string | undefined;
  purchaseUnits: PurchaseUnitDraft[];
}

type Json = Record<string, unknown>;

/** Collects 400-level problems so one answer lists them all, as PayPal does. */
export class Problems {
  readonly details: ErrorDetail[] = [];

  add(issue: IssueCode, field: string, value?: unknown, description?: string): undefined {
    const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    this.details.push(
      issueDetail(issue, {
        field,
        ...(shown === undefined ? {} : { value: shown }),
        location: 'body',
        ...(description ? { description } : {}),
      }),
    );
    return undefined;
  }

  text(source: Json, key: string, field: string, options: { required?: boolean; max: number }): string | undefined {
    const value = source[key];
    if (value === undefined || value === null) {
      return options.required ? this.add('MISSING_REQUIRED_PARAMETER', field) : undefined;
    }
    if (typeof value !== 'string') return this.add('INVALID_PARAMETER_SYNTAX', field, value);
    if (value.length < 1 || value.length > options.max) return this.add('INVALID_STRING_LENGTH', field, value);
    return value;
  }

  url(source: Json, key: string, field: string): string | undefined {
    const value = this.text(source, key, field, { max: 4000 });
    if (value === undefined) return undefined;
    let protocol: string | undefined;
    try {
      protocol = new URL(value).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'http:' && protocol !== 'https:') return this.add('INVALID_PARAMETER_SYNTAX', field, value);
    return value;
  }
}

function readAmount(problems: Problems, unit: Json, path: string): Money | undefined {
  const amount = unit.amount;
  if (amount === undefined || amount === null) return problems.add('MISSING_REQUIRED_PARAMETER', `${path}/amount`);
  if (!isPlainObject(amount)) return problems.add('INVALID_PARAMETER_SYNTAX', `${path}/amount`);
  const currency = problems.text(amount, 'currency_code', `${path}/amount/currency_code`, { required: true, max: 3 });
  const value = problems.text(amount, 'value', `${path}/amount/value`, { required: true, max: 32 });
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) {
    return problems.add('INVALID_PARAMETER_SYNTAX', `${path}/amount/currency_code`, currency);
  }
  if (value !== undefined && !amountValuePattern.test(value)) {
    return problems.add('INVALID_PARAMETER_SYNTAX', `${path}/amount/value`, value);
  }
  return currency === undefined || value === undefined ? undefined : { currency_code: currency, value };
}

function readPurchaseUnit(problems: Problems, unit: unknown, index: number, count: number): PurchaseUnitDraft | undefined {
  const path = `/purchase_units/${index}`;
  if (!isPlainObject(unit)) return problems.add('INVALID_PARAMETER_SYNTAX', path);
  const referenceId = problems.text(unit, 'reference_id', `${path}/reference_id`, { required: count > 1, max: 256 });
  const amount = readAmount(problems, unit, path);
  const customId = problems.text(unit, 'custom_id', `${path}/custom_id`, { max: 255 });
  const invoiceId = problems.text(unit, 'invoice_id', `${path}/invoice_id`, { max: 127 });
  const description = typeof unit.description === 'string' ? unit.description.slice(0, 127) : undefined;
  if (unit.description !== undefined && typeof unit.description !== 'string') {
    problems.add('INVALID_PARAMETER_SYNTAX', `${path}/description`, unit.description);
  }
  if (!amount) return undefined;
  return { referenceId: referenceId ?? 'default', amount, customId, invoiceId, description };
}

function readExperience(problems: Problems, body: Json): Omit<OrderDraft, 'purchaseUnits'> {
  let flow: OrderDraft['flow'] = 'approve';
  let experience: unknown = body.application_context;
  let path = '/application_context';
  if (body.payment_source !== undefined) {
    const source = body.payment_source;
    if (!isPlainObject(source) || !isPlainObject(source.paypal) || Object.keys(source).length !== 1) {
      problems.add('INVALID_PARAMETER_VALUE', '/payment_source', undefined, 'The sandbox stands in for PayPal wallet payments only: use payment_source.paypal.');
    } else {
      flow = 'payer-action';
      experience = source.paypal.experience_context;
      path = '/payment_source/paypal/experience_context';
    }
  }
  if (experience !== undefined && !isPlainObject(experience)) problems.add('INVALID_PARAMETER_SYNTAX', path);
  const fields = isPlainObject(experience) ? experience : {};
  return {
    flow,
    returnUrl: problems.url(fields, 'return_url', `${path}/return_url`),
    cancelUrl: problems.url(fields, 'cancel_url', `${path}/cancel_url`),
    brandName: problems.text(fields, 'brand_name', `${path}/brand_name`, { max: 127 }),
  };
}

/** Business rules checked once the request is well-formed (422s, as checkout_orders_v2.json lists them for create). */
function checkPurchaseUnits(units: PurchaseUnitDraft[]): void {
  units.forEach((unit, index) => {
    const field = `/purchase_units/${index}/amount`;
    const { currency_code: currency, value } = unit.amount;
    if (!isSupportedCurrency(currency)) {
      throw issueError('CURRENCY_NOT_SUPPORTED', { field: `${field}/currency_code`, value: currency, location: 'body' });
    }
    if (decimalPlaces(value) > currencyDecimals(currency)) {
      throw issueError('DECIMAL_PRECISION', { field: `${field}/value`, value, location: 'body' });
    }
    if (toMinorUnits(unit.amount) <= 0n) {
      throw issueError('CANNOT_BE_ZERO_OR_NEGATIVE', { field: `${field}/value`, value, location: 'body' });
    }
    if (exceedsMaxValue(unit.amount)) throw issueError('MAX_VALUE_EXCEEDED', { field: `${field}/value`, value, location: 'body' });
    unit.amount = normalizeMoney(unit.amount);
  });
  const currency = units[0]?.amount.currency_code;
  const other = units.findIndex((unit) => unit.amount.currency_code !== currency);
  if (other >= 0) {
    const value = units[other]?.amount.currency_code;
    throw issueError('MULTI_CURRENCY_ORDER', { field: `/purchase_units/${other}/amount/currency_code`, value, location: 'body' });
  }
  const referenceIds = units.map((unit) => unit.referenceId);
  const repeated = referenceIds.findIndex((id, index) => referenceIds.indexOf(id) !== index);
  if (repeated >= 0) {
    throw issueError('DUPLICATE_REFERENCE_ID', { field: `/purchase_units/${repeated}/reference_id`, value: referenceIds[repeated], location: 'body' });
  }
  const invoiceIds = units.flatMap((unit) => (unit.invoiceId ? [unit.invoiceId] : []));
  if (new Set(invoiceIds).size !== invoiceIds.length) throw issueError('DUPLICATE_INVOICE_ID');
}

/** The create-order body as the stand-in stores it, or the PayPal error for it. */
export function validateCreateOrder(body: unknown): OrderDraft {
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  const problems = new Problems();

  if (body.intent === undefined) problems.add('MISSING_REQUIRED_PARAMETER', '/intent');
  else if (body.intent !== 'CAPTURE') {
    problems.add('INVALID_PARAMETER_VALUE', '/intent', body.intent, 'The sandbox supports intent CAPTURE only.');
  }

  const units: PurchaseUnitDraft[] = [];
  const rawUnits = body.purchase_units;
  if (rawUnits === undefined) problems.add('MISSING_REQUIRED_PARAMETER', '/purchase_units');
  else if (!Array.isArray(rawUnits)) problems.add('INVALID_PARAMETER_SYNTAX', '/purchase_units');
  else if (rawUnits.length === 0) problems.add('INVALID_ARRAY_MIN_ITEMS', '/purchase_units');
  else if (rawUnits.length > 10) problems.add('INVALID_ARRAY_MAX_ITEMS', '/purchase_units');
  else {
    rawUnits.forEach((unit: unknown, index) => {
      const draft = readPurchaseUnit(problems, unit, index, rawUnits.length);
      if (draft) units.push(draft);
    });
  }

  const experience = readExperience(problems, body);
  if (problems.details.length > 0) throw invalidRequest(problems.details);
  checkPurchaseUnits(units);
  return { ...experience, purchaseUnits: units };
}
