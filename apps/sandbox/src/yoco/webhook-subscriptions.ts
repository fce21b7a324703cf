import type { NewYocoId } from './yoco-ids.ts';
import type { YocoMode } from './yoco-settings.ts';

export interface WebhookSubscription {
  id: string;
  name: string;
  url: string;
  mode: YocoMode;
  secret: string;
}

export const maxWebhookSubscriptions = 5;

export interface WebhookSubscriptions {
  /** Undefined when the account already has the maximum. */
  add(subscription: Omit<WebhookSubscription, 'id'>): WebhookSubscription | undefined;
  list(): WebhookSubscription[];
  remove(id: string): boolean;
  /** Back to the subscriptions that existed at start. */
  reset(): void;
}

export function createWebhookSubscriptions(newId: NewYocoId, initial: Omit<WebhookSubscription, 'id'>[]): WebhookSubscriptions {
  const startState = initial.map((subscription) => ({ ...subscription, id: newId('wh') }));
  const subscriptions = new Map<string, WebhookSubscription>();

  function reset(): void {
    subscriptions.clear();
    for (const subscription of startState) subscriptions.set(subscription.id, subscription);
  }
  reset();

  return {
    add(fields) {
      if (subscriptions.size >= maxWebhookSubscriptions) return undefined;
      const subscription = { ...fields, id: newId('wh') };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    list: () => [...subscriptions.values()],
    remove: (id) => subscriptions.delete(id),
    reset,
  };
}
