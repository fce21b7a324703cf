import type { CheckoutLineItem, CheckoutRequest } from './checkout-store.ts';
import { isPlainObject } from './json-values.ts';
import { validationError, yocoError, type YocoResult } from './yoco-error.ts';
import { webhookUrlProblem } from './yoco-settings.ts';

/** The WooCommerce plugin refuses less than R2.00; the stand-in holds the API to the same floor. */
export const minimumAmount = 200;

export type Parsed<T> = { ok: true; value: T } | { ok: false; result: YocoResult };

function fail(result: YocoResult): { ok: false; result: YocoResult } {
  return { ok: false, result };
}

export function readStringMap(value: unknown, field: string): Parsed<Record<string, string>> {
  if (value === undefined || value === null) return { ok: true, value: {} };
  if (!isPlainObject(value) || Object.values(value).some((entry) => typeof entry !== 'string')) {
    return fail(validationError(`${field} must be an object whose values are strings`));
  }
  return { ok: true, value: value as Record<string, string> };
}

function readUrl(body: Record<string, unknown>, field: string): Parsed<string | null> {
  const value = body[field];
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string' || webhookUrlProblem(value)) {
    return fail(validationError(`${field} must be an absolute http(s) URL`));
  }
  return { ok: true, value };
}

function readCents(body: Record<string, unknown>, field: string): Parsed<number | null> {
  const value = body[field];
  if (value === undefined || value === null) return { ok: true, value: null };
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    return fail(validationError(`${field} must be a non-negative integer number of cents`));
  }
  return { ok: true, value: value as number };
}

function readLineItems(value: unknown): Parsed<CheckoutLineItem[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value) || !value.every((item) => isPlainObject(item) && typeof item.displayName === 'string')) {
    return fail(validationError('lineItems must be an array of objects with a displayName'));
  }
  return {
    ok: true,
    value: value.map((item: Record<string, unknown>) => ({
      displayName: item.displayName as string,
      quantity: Number.isSafeInteger(item.quantity) ? (item.quantity as number) : 1,
    })),
  };
}

export function parseCheckoutRequest(body: unknown): Parsed<CheckoutRequest> {
  if (!isPlainObject(body)) return fail(validationError('The request body must be a JSON object'));

  const { amount, currency } = body;
  if (!Number.isSafeInteger(amount) || (amount as number) < minimumAmount) {
    return fail(validationError(`amount must be an integer number of cents of at least ${minimumAmount}`));
  }
  if (currency !== 'ZAR') {
    return fail(
      yocoError(400, 'currency_not_supported', `currency must be "ZAR", got ${JSON.stringify(currency ?? null)}`,
        'This currency is not supported.'),
    );
  }
  if (body.externalId !== undefined && body.externalId !== null && typeof body.externalId !== 'string') {
    return fail(validationError('externalId must be a string'));
  }

  const successUrl = readUrl(body, 'successUrl');
  if (!successUrl.ok) return successUrl;
  const cancelUrl = readUrl(body, 'cancelUrl');
  if (!cancelUrl.ok) return cancelUrl;
  const failureUrl = readUrl(body, 'failureUrl');
  if (!failureUrl.ok) return failureUrl;
  const metadata = readStringMap(body.metadata, 'metadata');
  if (!metadata.ok) return metadata;
  const lineItems = readLineItems(body.lineItems);
  if (!lineItems.ok) return lineItems;
  const subtotalAmount = readCents(body, 'subtotalAmount');
  if (!subtotalAmount.ok) return subtotalAmount;
  const totalDiscount = readCents(body, 'totalDiscount');
  if (!totalDiscount.ok) return totalDiscount;
  const totalTaxAmount = readCents(body, 'totalTaxAmount');
  if (!totalTaxAmount.ok) return totalTaxAmount;

  return {
    ok: true,
    value: {
      amount: amount as number,
      currency: 'ZAR',
      successUrl: successUrl.value,
      cancelUrl: cancelUrl.value,
      failureUrl: failureUrl.value,
      metadata: metadata.value,
      externalId: (body.externalId as string | undefined) ?? null,
      lineItems: lineItems.value,
      subtotalAmount: subtotalAmount.value,
      totalDiscount: totalDiscount.value,
      totalTaxAmount: totalTaxAmount.value,
    },
  };
}
