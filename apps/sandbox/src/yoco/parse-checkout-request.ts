import { isPlainObject } from '../shared/json-values.ts';
import type { CheckoutLineItem, CheckoutRequest } from './checkout-store.ts';
import { validationError, YocoApiError, yocoError } from './yoco-error.ts';
import { webhookUrlProblem } from './yoco-keys.ts';

/** The WooCommerce plugin refuses less than R2.00; the stand-in holds the API to the same floor. */
export const minimumAmount = 200;

type Body = Record<string, unknown>;

export function readStringMap(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value) || Object.values(value).some((entry) => typeof entry !== 'string')) {
    throw validationError(`${field} must be an object whose values are strings`);
  }
  return value as Record<string, string>;
}

function readUrl(body: Body, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || webhookUrlProblem(value)) throw validationError(`${field} must be an absolute http(s) URL`);
  return value;
}

function readCents(body: Body, field: string): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw validationError(`${field} must be a non-negative integer number of cents`);
  return value as number;
}

function readLineItems(value: unknown): CheckoutLineItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => isPlainObject(item) && typeof item.displayName === 'string')) {
    throw validationError('lineItems must be an array of objects with a displayName');
  }
  return value.map((item: Body) => ({
    displayName: item.displayName as string,
    quantity: Number.isSafeInteger(item.quantity) ? (item.quantity as number) : 1,
  }));
}

/** The create-checkout body as the stand-in stores it; throws the Yoco error for the first problem. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest {
  if (!isPlainObject(body)) throw validationError('The request body must be a JSON object');

  const { amount, currency } = body;
  if (!Number.isSafeInteger(amount) || (amount as number) < minimumAmount) {
    throw validationError(`amount must be an integer number of cents of at least ${minimumAmount}`);
  }
  if (currency !== 'ZAR') {
    throw new YocoApiError(
      yocoError(400, 'currency_not_supported', `currency must be "ZAR", got ${JSON.stringify(currency ?? null)}`, 'This currency is not supported.'),
    );
  }
  if (body.externalId !== undefined && body.externalId !== null && typeof body.externalId !== 'string') {
    throw validationError('externalId must be a string');
  }
  return {
    amount: amount as number,
    currency: 'ZAR',
    successUrl: readUrl(body, 'successUrl'),
    cancelUrl: readUrl(body, 'cancelUrl'),
    failureUrl: readUrl(body, 'failureUrl'),
    metadata: readStringMap(body.metadata, 'metadata'),
    externalId: (body.externalId as string | undefined) ?? null,
    lineItems: readLineItems(body.lineItems),
    subtotalAmount: readCents(body, 'subtotalAmount'),
    totalDiscount: readCents(body, 'totalDiscount'),
    totalTaxAmount: readCents(body, 'totalTaxAmount'),
  };
}
