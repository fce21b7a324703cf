import type { NotificationFaults } from './dpo-controls.ts';
import { createPendingWork } from './pending-work.ts';

/** One notification as DPO pushes it: XML to the URL set in the portal, unsigned. */
export interface Notice {
  transactionToken: string;
  companyRef: string;
  url: string;
  body: string;
  /** `paid` when a payment completed, `resend` when a control asked for another copy. */
  reason: 'paid' | 'resend';
}

/** One post, as GET /dpo/_control/notifications shows it. */
export interface NotificationAttempt {
  transactionToken: string;
  companyRef: string;
  url: string;
  reason: Notice['reason'];
  /** 1…n when the duplicate fault posts a notification n times. */
  copy: number;
  status: number | null;
  /** DPO expects the merchant to answer "OK". */
  acknowledged: boolean;
  error: string | null;
  at: string;
}

export interface NotificationDependencies {
  now: () => number;
  faults: () => NotificationFaults;
  record: (attempt: NotificationAttempt) => void;
}

export interface NotificationDelivery {
  /** Posts after the caller has answered, as many times and as late as the faults say, or keeps it when held. */
  enqueue(notice: Notice): void;
  /** Posts the held notifications (newest first with outOfOrder); returns how many posts were released. */
  release(): number;
  /** Forgets held, scheduled and in-flight posts (control reset). */
  cancelAll(): void;
  /** cancelAll, and nothing new is scheduled afterwards (server closing). */
  close(): void;
}

interface Post {
  notice: Notice;
  copy: number;
}

interface Answer {
  status: number | null;
  text: string;
  error: string | null;
}

// DPO gives up on a merchant that does not answer; 15 s is the sandbox's patience.
const answerWithinMs = 15_000;

function describeFailure(cause: unknown): string {
  if (cause instanceof Error && cause.name === 'TimeoutError') return `no answer within ${answerWithinMs} ms`;
  return String((cause as Error)?.cause ?? cause);
}

async function postNotice(notice: Notice, signal: AbortSignal): Promise<Answer> {
  const response = await fetch(notice.url, {
    method: 'POST',
    headers: { 'content-type': 'application/xml; charset=utf-8', 'user-agent': 'GuidePass-DPO-Sandbox/1.0' },
    body: notice.body,
    redirect: 'manual',
    signal,
  });
  return { status: response.status, text: await response.text().catch(() => ''), error: null };
}

export function createNotificationDelivery(dependencies: NotificationDependencies): NotificationDelivery {
  const work = createPendingWork();
  let held: Post[] = [];

  async function deliver({ notice, copy }: Post): Promise<void> {
    const epoch = work.epoch;
    const answer = await work
      .track((signal) => postNotice(notice, signal), answerWithinMs)
      .catch((cause: unknown): Answer => ({ status: null, text: '', error: describeFailure(cause) }));
    if (epoch !== work.epoch) return;
    const { status } = answer;
    dependencies.record({
      transactionToken: notice.transactionToken,
      companyRef: notice.companyRef,
      url: notice.url,
      reason: notice.reason,
      copy,
      status,
      acknowledged: status !== null && status >= 200 && status < 300 && answer.text.trim().toUpperCase() === 'OK',
      error: answer.error,
      at: new Date(dependencies.now()).toISOString(),
    });
  }

  return {
    enqueue(notice) {
      const { duplicate, hold, delayMs } = dependencies.faults();
      for (let copy = 1; copy <= duplicate; copy += 1) {
        const post = { notice, copy };
        if (hold) held.push(post);
        else work.after(delayMs, () => void deliver(post));
      }
    },
    release() {
      const released = dependencies.faults().outOfOrder ? held.reverse() : held;
      held = [];
      const epoch = work.epoch;
      // One after another in the chosen order, so "out of order" is the order the merchant sees.
      let chain = Promise.resolve();
      for (const post of released) chain = chain.then(() => (epoch === work.epoch ? deliver(post) : undefined));
      return released.length;
    },
    cancelAll() {
      held = [];
      work.stop();
    },
    close() {
      held = [];
      work.shutDown();
    },
  };
}
