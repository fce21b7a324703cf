/**
 * A fixed-window counter in this process's memory: the fallback when the shared Redis store cannot answer, so a
 * Redis outage makes the limits per-process instead of lifting them.
 */
export function createLocalRateLimiter(maxKeys = 50_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts a hit; true while the key is within `max` hits in its window. */
    hit(key: string, max: number, windowMs: number, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}
