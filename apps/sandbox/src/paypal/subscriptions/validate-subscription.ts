import { isPlainObject } from '../../shared/json-values.ts';
import { invalidRequest, issueDetail } from '../paypal-error.ts';
import { Problems } from '../validate-create-order.ts';

export interface SubscriptionDraft {
  planId: string;
  startTime: Date | undefined;
  /** The request's quantity, kept only to refuse it on a plan without quantity support (a 422 the caller checks). */
  quantity: string | undefined;
  customId: string | undefined;
  subscriberEmail: string | undefined;
  brandName: string | undefined;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
}

/** RFC 3339 date-time as PayPal's schemas take it (Z or an offset; fractions allowed). */
export const dateTimePattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

function readEnum(problems: Problems, source: Record<string, unknown>, key: string, field: string, allowed: string[]): void {
  const value = problems.text(source, key, field, { max: 24 });
  if (value !== undefined && !allowed.includes(value)) problems.add('INVALID_PARAMETER_VALUE', field, value);
}

/** POST /v1/billing/subscriptions: the request as stored, or PayPal's 400 listing every problem. `now` is PayPal's clock. */
export function validateSubscription(body: unknown, now: Date): SubscriptionDraft {
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  const problems = new Problems();
  const planId = problems.text(body, 'plan_id', '/plan_id', { required: true, max: 50 });
  if (planId !== undefined && !/^P-[A-Z0-9]+$/.test(planId)) problems.add('INVALID_PARAMETER_SYNTAX', '/plan_id', planId);
  const startText = problems.text(body, 'start_time', '/start_time', { max: 64 });
  const startTime = startText === undefined ? undefined : new Date(startText);
  if (startText !== undefined && (!dateTimePattern.test(startText) || Number.isNaN(startTime?.getTime()))) {
    problems.add('INVALID_PARAMETER_SYNTAX', '/start_time', startText);
  } else if (startTime && startTime.getTime() <= now.getTime()) {
    // billing_subscriptions_v1.json, subscriptions.create-400: a past start_time is refused, not moved to now.
    problems.add('INVALID_PARAMETER_VALUE', '/start_time', startText, 'Start time must be a valid future date and time.');
  }
  const quantity = problems.text(body, 'quantity', '/quantity', { max: 32 });
  if (quantity !== undefined && !/^([0-9]+|([0-9]+)?[.][0-9]+)$/.test(quantity)) problems.add('INVALID_PARAMETER_SYNTAX', '/quantity', quantity);
  const customId = problems.text(body, 'custom_id', '/custom_id', { max: 127 });
  let subscriberEmail: string | undefined;
  if (body.subscriber !== undefined) {
    if (!isPlainObject(body.subscriber)) problems.add('INVALID_PARAMETER_SYNTAX', '/subscriber');
    else subscriberEmail = problems.text(body.subscriber, 'email_address', '/subscriber/email_address', { max: 254 });
    if (subscriberEmail !== undefined && !/^.+@[^@]+$/.test(subscriberEmail)) problems.add('INVALID_PARAMETER_SYNTAX', '/subscriber/email_address', subscriberEmail);
  }

  const path = '/application_context';
  const context = body.application_context;
  let brandName: string | undefined;
  let returnUrl: string | undefined;
  let cancelUrl: string | undefined;
  if (context !== undefined && !isPlainObject(context)) problems.add('INVALID_PARAMETER_SYNTAX', path);
  else if (isPlainObject(context)) {
    brandName = problems.text(context, 'brand_name', `${path}/brand_name`, { max: 127 });
    problems.text(context, 'locale', `${path}/locale`, { max: 10 });
    readEnum(problems, context, 'shipping_preference', `${path}/shipping_preference`, ['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']);
    readEnum(problems, context, 'user_action', `${path}/user_action`, ['CONTINUE', 'SUBSCRIBE_NOW']);
    // Both URLs are required inside application_context.
    if (context.return_url === undefined || context.return_url === null) problems.add('MISSING_REQUIRED_PARAMETER', `${path}/return_url`);
    if (context.cancel_url === undefined || context.cancel_url === null) problems.add('MISSING_REQUIRED_PARAMETER', `${path}/cancel_url`);
    returnUrl = problems.url(context, 'return_url', `${path}/return_url`);
    cancelUrl = problems.url(context, 'cancel_url', `${path}/cancel_url`);
  }
  if (problems.details.length > 0 || planId === undefined) throw invalidRequest(problems.details);
  return { planId, startTime, quantity, customId, subscriberEmail, brandName, returnUrl, cancelUrl };
}
