import { isPlainObject } from '../shared/json-values.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { maxWebhookSubscriptions, publicSubscription, type WebhookSubscription } from './webhook-subscriptions.ts';
import { notFoundError, validationError, YocoApiError, yocoError, type YocoResult } from './yoco-error.ts';
import { randomYocoId } from './yoco-ids.ts';
import { webhookUrlProblem, type YocoMode } from './yoco-keys.ts';
import type { YocoState } from './yoco-state.ts';

const maxNameLength = 255;

function parseRegistration(body: unknown): { name: string; url: string } {
  if (!isPlainObject(body)) throw validationError('The request body must be a JSON object with name and url');
  const { name, url } = body;
  if (typeof name !== 'string' || !name.trim() || name.length > maxNameLength) {
    throw validationError(`name is required: a non-empty string of at most ${maxNameLength} characters`);
  }
  if (typeof url !== 'string' || webhookUrlProblem(url)) throw validationError('url is required: an absolute http(s) URL');
  return { name, url };
}

/** POST /api/webhooks: the only answer that carries the secret; the 6th webhook of an account is refused. */
export function registerWebhook(state: YocoState, mode: YocoMode, body: unknown): YocoResult {
  const { name, url } = parseRegistration(body);
  if (state.subscriptions.length >= maxWebhookSubscriptions) {
    throw new YocoApiError(
      yocoError(400, 'webhook_limit_reached', `An account can have at most ${maxWebhookSubscriptions} webhooks; delete one first`),
    );
  }
  const subscription: WebhookSubscription = { id: randomYocoId('wh'), name, url, mode, secret: newWebhookSecret() };
  state.subscriptions.push(subscription);
  return { status: 200, body: { ...publicSubscription(subscription), secret: subscription.secret } };
}

/** GET /api/webhooks: the key's mode's webhooks, without their secrets. */
export function listWebhooks(state: YocoState, mode: YocoMode): YocoResult {
  const subscriptions = state.subscriptions.filter((subscription) => subscription.mode === mode).map(publicSubscription);
  return { status: 200, body: { subscriptions } };
}

/** DELETE /api/webhooks/{id}: events stop going there at once (deliveries already queued still run). */
export function deleteWebhook(state: YocoState, mode: YocoMode, id: string): YocoResult {
  const index = state.subscriptions.findIndex((subscription) => subscription.id === id && subscription.mode === mode);
  if (index < 0) throw notFoundError('Webhook');
  state.subscriptions.splice(index, 1);
  return { status: 204, body: undefined };
}
