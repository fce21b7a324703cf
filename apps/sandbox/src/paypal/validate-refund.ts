import { isPlainObject } from '../shared/json-values.ts';
import { currencyDecimals } from './currencies.ts';
import { amountValuePattern, decimalPlaces, type Money } from './money.ts';
import { invalidRequest, issueDetail, issueError, type ErrorDetail } from './paypal-error.ts';

export interface RefundRequest {
  amount: Money | undefined;
  invoiceId: string | undefined;
  noteToPayer: string | undefined;
}

type Json = Record<string, unknown>;
function optionalText(details: ErrorDetail[], source: Json, key: string, max: number): string | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > max) {
    details.push(issueDetail('INVALID_STRING_LENGTH', { field: `/${key}`, location: 'body' }));
    return undefined;
  }
  return value;
}

/** An empty body (or no amount) means a full refund of what is left. */
export function validateRefund(body: unknown): RefundRequest {
  if (body === undefined || body === null) return { amount: undefined, invoiceId: undefined, noteToPayer: undefined };
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  const details: ErrorDetail[] = [];
  let amount: Money | undefined;
  if (body.amount !== undefined) {
    const raw = body.amount;
    if (!isPlainObject(raw) || typeof raw.value !== 'string' || typeof raw.currency_code !== 'string') {
      details.push(issueDetail('MISSING_REQUIRED_PARAMETER', { field: '/amount', location: 'body', description: 'amount needs value and currency_code, both strings.' }));
    } else if (!amountValuePattern.test(raw.value) || !/^[A-Z]{3}$/.test(raw.currency_code)) {
      details.push(issueDetail('INVALID_PARAMETER_SYNTAX', { field: '/amount/value', value: raw.value, location: 'body' }));
    } else {
      amount = { currency_code: raw.currency_code, value: raw.value };
    }
  }
  const invoiceId = optionalText(details, body, 'invoice_id', 127);
  const noteToPayer = optionalText(details, body, 'note_to_payer', 255);
  if (details.length > 0) throw invalidRequest(details);
  if (amount && decimalPlaces(amount.value) > currencyDecimals(amount.currency_code)) {
    throw issueError('DECIMAL_PRECISION', { field: '/amount/value', value: amount.value, location: 'body' });
  }
  return { amount, invoiceId, noteToPayer };
}
