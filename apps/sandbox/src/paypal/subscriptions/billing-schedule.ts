/** One pending charge timer per subscription; the sandbox clears them all on shutdown. */
export interface BillingSchedule {
  /** Runs `charge` at `due` (by the stand-in's clock), replacing any earlier timer of that subscription. */
  at(subscriptionId: string, due: Date, charge: () => void): void;
  clear(subscriptionId: string): void;
  close(): void;
}

// setTimeout's ceiling (about 24.8 days): a later charge is re-armed when this fires.
const maxDelayMs = 2 ** 31 - 1;

export function createBillingSchedule(now: () => Date): BillingSchedule {
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  function at(subscriptionId: string, due: Date, charge: () => void): void {
    clear(subscriptionId);
    if (closed) return;
    const delay = due.getTime() - now().getTime();
    const timer = setTimeout(() => {
      timers.delete(subscriptionId);
      if (delay > maxDelayMs) at(subscriptionId, due, charge);
      else charge();
    }, Math.min(Math.max(delay, 0), maxDelayMs));
    timer.unref();
    timers.set(subscriptionId, timer);
  }

  function clear(subscriptionId: string): void {
    const timer = timers.get(subscriptionId);
    if (timer) clearTimeout(timer);
    timers.delete(subscriptionId);
  }

  return {
    at,
    clear,
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
