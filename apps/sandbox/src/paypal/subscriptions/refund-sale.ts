import { isPlainObject } from '../../shared/json-values.ts';
import { currencyDecimals } from '../currencies.ts';
import { amountValuePattern, decimalPlaces, fromMinorUnits, toMinorUnits, type Money } from '../money.ts';
import { invalidRequest, issueDetail, PaypalError } from '../paypal-error.ts';
import type { PaypalState } from '../paypal-state.ts';
import { publishEvents } from '../webhook-events.ts';
import type { Sale, SaleRefund } from './subscription-records.ts';
import { saleRefundEvent } from './subscription-events.ts';

export interface SaleRefundRequest {
  /** v1 money; undefined = refund what is left. */
  amount: Money | undefined;
  description: string | undefined;
}

// v1 payments refuse with a bare name and message.
const refused = (message: string) => new PaypalError(400, 'TRANSACTION_REFUSED', [], [], message);

/** POST /v1/payments/sale/{id}/refund body: `{amount: {total, currency}?, description?}`; empty = full refund. */
export function readSaleRefund(body: unknown): SaleRefundRequest {
  if (body === undefined || body === null) return { amount: undefined, description: undefined };
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  let amount: Money | undefined;
  const raw = body.amount;
  if (raw !== undefined) {
    if (!isPlainObject(raw) || typeof raw.total !== 'string' || typeof raw.currency !== 'string') {
      throw invalidRequest([issueDetail('MISSING_REQUIRED_PARAMETER', { field: '/amount', location: 'body', description: 'amount needs total and currency, both strings.' })]);
    }
    if (!amountValuePattern.test(raw.total) || !/^[A-Z]{3}$/.test(raw.currency) || decimalPlaces(raw.total) > currencyDecimals(raw.currency)) {
      throw invalidRequest([issueDetail('INVALID_PARAMETER_SYNTAX', { field: '/amount/total', value: raw.total, location: 'body' })]);
    }
    amount = { currency_code: raw.currency, value: raw.total };
  }
  const description = typeof body.description === 'string' ? body.description.slice(0, 255) : undefined;
  return { amount, description };
}

/** Refunds (or, for `reversal`, claws back) part or all of what is left of a sale, and emits the event. */
export function refundSale(state: PaypalState, sale: Sale, request: SaleRefundRequest, kind: SaleRefund['kind'] = 'refund'): SaleRefund {
  if (sale.state !== 'completed' && sale.state !== 'partially_refunded') throw refused(`The sale is ${sale.state} and cannot be refunded.`);
  const currency = sale.amount.currency_code;
  const remaining = toMinorUnits(sale.amount) - sale.refundedMinor;
  const amount = request.amount ? fromMinorUnits(request.amount.currency_code, toMinorUnits(request.amount)) : fromMinorUnits(currency, remaining);
  if (amount.currency_code !== currency) throw refused('The refund currency must be the currency of the sale.');
  const minor = toMinorUnits(amount);
  if (minor <= 0n || minor > remaining) throw refused('The refund amount must be more than zero and at most what is left of the sale.');

  const now = state.settings.now();
  sale.refundedMinor += minor;
  sale.state = kind === 'reversal' ? 'reversed' : minor === remaining ? 'refunded' : 'partially_refunded';
  sale.updateTime = now;
  const refund: SaleRefund = { id: state.ids.upperAlphanumeric(17), saleId: sale.id, kind, amount, description: request.description, createTime: now };
  state.store.billing.saleRefunds.set(refund.id, refund);
  publishEvents(state, [saleRefundEvent(state, refund)]);
  return refund;
}
