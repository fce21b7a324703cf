import { isPlainObject } from './json-values.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { maxWebhookSubscriptions } from './webhook-subscriptions.ts';
import { notFoundError, validationError, yocoError, type YocoResult } from './yoco-error.ts';
import { webhookUrlProblem, type YocoMode } from './yoco-settings.ts';
import type { YocoState } from './yoco-state.ts';

/** The secret is in this answer only; listing never shows it again. */
export function registerWebhook(state: YocoState, mode: YocoMode, body: unknown): YocoResult {
  if (!isPlainObject(body)) return validationError('The request body must be a JSON object with name and url');
  const { name, url } = body;
  if (typeof name !== 'string' || !name.trim()) return validationError('name must be a non-empty string');
  if (typeof url !== 'string' || webhookUrlProblem(url)) return validationError('url must be an absolute http(s) URL');

  const subscription = state.subscriptions.add({ name, url, mode, secret: newWebhookSecret() });
  if (!subscription) {
    return yocoError(400, 'webhook_limit_reached', `An account can have at most ${maxWebhookSubscriptions} webhooks`);
  }
  return { status: 200, body: subscription };
}

export function listWebhooks(state: YocoState): YocoResult {
  const subscriptions = state.subscriptions.list().map(({ id, name, url, mode }) => ({ id, name, url, mode }));
  return { status: 200, body: { subscriptions } };
}

export function deleteWebhook(state: YocoState, id: string): YocoResult {
  return state.subscriptions.remove(id) ? { status: 204, body: undefined } : notFoundError('Webhook');
}
