import { randomBytes, type ECDH } from 'node:crypto';
import { createBoundedLog, type BoundedLog } from '../shared/bounded-log.ts';
import { newBrowserKeys } from './push-keys.ts';

/** One message the push service accepted, as the browser would read it after decryption. */
export interface ReceivedPush {
  id: string;
  receivedAt: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** the decrypted body as text; null when it did not decrypt (`problem` says why) */
  text: string | null;
  /** the decrypted body parsed as JSON, when it is JSON */
  json: unknown;
  problem: string | null;
}

export interface SandboxPushSubscription {
  id: string;
  applicationServerKey: string;
  browser: { ecdh: ECDH; p256dh: Buffer; auth: Buffer };
  /** expired subscriptions answer 410 Gone, as after a browser unsubscribed */
  expired: boolean;
  messages: BoundedLog<ReceivedPush>;
}

const capacity = 200;

/** The push service's subscriptions (with the browser keys a real service never holds) and what each received. */
export function createPushState() {
  const subscriptions = new Map<string, SandboxPushSubscription>();
  const waiters = new Map<string, Set<() => void>>();

  return {
    create(applicationServerKey: string): SandboxPushSubscription {
      const subscription: SandboxPushSubscription = {
        id: randomBytes(16).toString('base64url'),
        applicationServerKey,
        browser: newBrowserKeys(randomBytes(16)),
        expired: false,
        messages: createBoundedLog<ReceivedPush>(capacity),
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    get: (id: string) => subscriptions.get(id),
    receive(subscription: SandboxPushSubscription, message: Omit<ReceivedPush, 'id' | 'receivedAt'>): ReceivedPush {
      const stored = { id: randomBytes(8).toString('hex'), receivedAt: new Date().toISOString(), ...message };
      subscription.messages.push(stored);
      for (const wake of waiters.get(subscription.id) ?? []) wake();
      return stored;
    },
    /** Resolves once the subscription holds at least `count` messages, or after `timeoutMs` with what it holds. */
    async waitFor(subscription: SandboxPushSubscription, count: number, timeoutMs: number): Promise<ReceivedPush[]> {
      if (subscription.messages.list().length >= count || timeoutMs <= 0) return subscription.messages.list();
      await new Promise<void>((resolve) => {
        const set = waiters.get(subscription.id) ?? new Set();
        waiters.set(subscription.id, set);
        const done = () => {
          if (subscription.messages.list().length < count) return;
          clearTimeout(timer);
          set.delete(done);
          resolve();
        };
        const timer = setTimeout(() => {
          set.delete(done);
          resolve();
        }, timeoutMs);
        set.add(done);
      });
      return subscription.messages.list();
    },
  };
}

export type PushState = ReturnType<typeof createPushState>;
