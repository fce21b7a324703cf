/**
 * The notification timers and requests still under way, so a control reset or the server closing stops them all.
 * `epoch` moves on every stop: work that finishes afterwards sees it changed and leaves no trace.
 */
export interface PendingWork {
  readonly epoch: number;
  /** Runs `task` after `delayMs`, unless stopped first. */
  after(delayMs: number, task: () => void): void;
  /** Runs a request that a stop aborts and that gives up after `timeoutMs`. */
  track<T>(request: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T>;
  /** Clears every timer and aborts every request. */
  stop(): void;
  /** stop(), and no new timer is set afterwards. */
  shutDown(): void;
}

export function createPendingWork(): PendingWork {
  const timers = new Set<NodeJS.Timeout>();
  const requests = new Set<AbortController>();
  let epoch = 0;
  let open = true;

  const work: PendingWork = {
    get epoch() {
      return epoch;
    },
    after(delayMs, task) {
      if (!open) return;
      const timer: NodeJS.Timeout = setTimeout(() => void (timers.delete(timer), task()), delayMs);
      timers.add(timer);
    },
    async track(request, timeoutMs) {
      const abort = new AbortController();
      requests.add(abort);
      try {
        return await request(AbortSignal.any([abort.signal, AbortSignal.timeout(timeoutMs)]));
      } finally {
        requests.delete(abort);
      }
    },
    stop() {
      epoch += 1;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      requests.forEach((abort) => abort.abort());
      requests.clear();
    },
    shutDown() {
      open = false;
      work.stop();
    },
  };
  return work;
}
