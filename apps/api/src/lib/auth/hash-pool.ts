import { ServerBusy } from '../../errors.ts';

export interface HashPoolLimits {
  /** tasks running at once */
  concurrency: number;
  /** tasks waiting for a free slot; one more is refused */
  queueLimit: number;
}

export interface HashPoolStats {
  running: number;
  queued: number;
  /** the most tasks ever running at once */
  peakRunning: number;
  /** the most tasks ever waiting at once */
  peakQueued: number;
  completed: number;
  refused: number;
}

export interface HashPool {
  /** Runs `task` when a slot is free (first come, first served); throws ServerBusy at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): HashPoolStats;
}

/** Seconds a refused caller is told to wait: a full queue of ~15 ms hashes drains well within it. */
export const busyRetryAfterSeconds = 1;

/**
 * A bound on CPU-heavy work (argon2id): at most `concurrency` tasks run, at most `queueLimit` wait, and the rest are
 * refused rather than queued without bound, so a login storm cannot take every core and the libuv pool.
 */
export function createHashPool({ concurrency, queueLimit }: HashPoolLimits): HashPool {
  const waiting: (() => void)[] = [];
  const stats: HashPoolStats = { running: 0, queued: 0, peakRunning: 0, peakQueued: 0, completed: 0, refused: 0 };

  function start() {
    stats.running += 1;
    stats.peakRunning = Math.max(stats.peakRunning, stats.running);
  }

  function finish() {
    stats.running -= 1;
    stats.completed += 1;
    const next = waiting.shift();
    if (next) {
      stats.queued = waiting.length;
      start();
      next();
    }
  }

  async function slot(): Promise<void> {
    if (stats.running < concurrency) return start();
    if (waiting.length >= queueLimit) {
      stats.refused += 1;
      throw new ServerBusy();
    }
    // The slot is handed over by finish(), which counts it as running before waking the waiter.
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      stats.queued = waiting.length;
      stats.peakQueued = Math.max(stats.peakQueued, stats.queued);
    });
  }

  return {
    async run(task) {
      await slot();
      try {
        return await task();
      } finally {
        finish();
      }
    },
    stats: () => ({ ...stats }),
  };
}
