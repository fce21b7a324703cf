import { approvalUrl, captureUrl, link, orderUrl, refundUrl, type Link } from './paypal-links.ts';
import type { Payer } from './payer.ts';
import type { Capture, Order, PaypalStore, PurchaseUnit, Refund } from './paypal-store.ts';
import { isoSeconds } from './paypal-time.ts';
import { fromMinorUnits } from './money.ts';
import { sellerReceivableBreakdown } from './seller-breakdown.ts';

const merchant = { email_address: 'merchant@guidepass.example', merchant_id: 'GUIDEPASSSBX1' };

export function orderLinks(base: string, order: Order): Link[] {
  const self = link(orderUrl(base, order.id), 'self');
  const update = link(orderUrl(base, order.id), 'update', 'PATCH');
  const capture = link(`${orderUrl(base, order.id)}/capture`, 'capture', 'POST');
  switch (order.status) {
    case 'CREATED':
      return [self, link(approvalUrl(base, order.id), 'approve'), update, capture];
    case 'PAYER_ACTION_REQUIRED':
      return [self, link(approvalUrl(base, order.id), 'payer-action')];
    case 'APPROVED':
      return [self, update, capture];
    default:
      return [self];
  }
}

function payerWallet(payer: Payer) {
  return {
    email_address: payer.email,
    account_id: payer.payerId,
    account_status: 'VERIFIED',
    name: { given_name: payer.givenName, surname: payer.surname },
    address: { country_code: payer.countryCode },
  };
}

function payerView(payer: Payer) {
  return {
    name: { given_name: payer.givenName, surname: payer.surname },
    email_address: payer.email,
    payer_id: payer.payerId,
    address: { country_code: payer.countryCode },
  };
}

function paymentSource(order: Order) {
  if (order.payer) return { payment_source: { paypal: payerWallet(order.payer) } };
  return order.flow === 'payer-action' ? { payment_source: { paypal: {} } } : {};
}

function optional<T>(key: string, value: T | undefined): Record<string, T> {
  return value === undefined ? {} : { [key]: value };
}

export function captureView(base: string, capture: Capture) {
  const settled = capture.status !== 'DECLINED' && capture.status !== 'FAILED';
  return {
    id: capture.id,
    status: capture.status,
    ...optional('status_details', capture.statusReason ? { reason: capture.statusReason } : undefined),
    amount: capture.amount,
    final_capture: true,
    ...optional('custom_id', capture.customId),
    ...optional('invoice_id', capture.invoiceId),
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...optional('seller_receivable_breakdown', settled ? sellerReceivableBreakdown(capture.amount) : undefined),
    links: [
      link(captureUrl(base, capture.id), 'self'),
      link(`${captureUrl(base, capture.id)}/refund`, 'refund', 'POST'),
      link(orderUrl(base, capture.orderId), 'up'),
    ],
    create_time: isoSeconds(capture.createTime),
    update_time: isoSeconds(capture.updateTime),
  };
}

/** A capture on its own (GET capture, webhooks): says which order it belongs to. */
export function captureResourceView(base: string, capture: Capture) {
  return { ...captureView(base, capture), supplementary_data: { related_ids: { order_id: capture.orderId } }, payee: merchant };
}

function unitCaptures(base: string, store: PaypalStore, unit: PurchaseUnit) {
  return unit.captureIds.flatMap((id) => {
    const capture = store.captures.get(id);
    return capture ? [captureView(base, capture)] : [];
  });
}

export function orderMinimalView(base: string, order: Order) {
  return { id: order.id, status: order.status, ...paymentSource(order), links: orderLinks(base, order) };
}

export function orderFullView(base: string, store: PaypalStore, order: Order) {
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...paymentSource(order),
    purchase_units: order.purchaseUnits.map((unit) => {
      const captures = unitCaptures(base, store, unit);
      return {
        reference_id: unit.referenceId,
        amount: unit.amount,
        payee: merchant,
        ...optional('description', unit.description),
        ...optional('custom_id', unit.customId),
        ...optional('invoice_id', unit.invoiceId),
        ...(captures.length > 0 ? { payments: { captures } } : {}),
      };
    }),
    ...optional('payer', order.payer ? payerView(order.payer) : undefined),
    create_time: isoSeconds(order.createTime),
    update_time: isoSeconds(order.updateTime),
    links: orderLinks(base, order),
  };
}

/** The default (return=minimal) answer to a capture; `Prefer: return=representation` gets orderFullView instead. */
export function captureResponseView(base: string, store: PaypalStore, order: Order) {
  return {
    id: order.id,
    status: order.status,
    ...paymentSource(order),
    purchase_units: order.purchaseUnits.map((unit) => ({
      reference_id: unit.referenceId,
      payments: { captures: unitCaptures(base, store, unit) },
    })),
    ...optional('payer', order.payer ? payerView(order.payer) : undefined),
    links: [link(orderUrl(base, order.id), 'self')],
  };
}

export function refundView(base: string, refund: Refund, capture: Capture) {
  return {
    id: refund.id,
    amount: refund.amount,
    ...optional('invoice_id', refund.invoiceId ?? capture.invoiceId),
    ...optional('custom_id', capture.customId),
    ...optional('note_to_payer', refund.noteToPayer),
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      paypal_fee: fromMinorUnits(refund.amount.currency_code, 0n),
      net_amount: refund.amount,
      total_refunded_amount: fromMinorUnits(capture.amount.currency_code, capture.refundedMinor),
    },
    status: refund.status,
    create_time: isoSeconds(refund.createTime),
    update_time: isoSeconds(refund.updateTime),
    links: [link(refundUrl(base, refund.id), 'self'), link(captureUrl(base, capture.id), 'up')],
  };
}
