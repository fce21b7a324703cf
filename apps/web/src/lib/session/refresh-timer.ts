/** How long a session waits after a refresh that failed without ending it. */
export const retryAfterFailedRefreshMs = 30_000;

/** Refresh a minute before the token runs out, or halfway through a short-lived one. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const seconds = Math.max(expiresInSeconds - 60, expiresInSeconds / 2, 1);
  return Math.round(seconds * 1000);
}

export interface RefreshTimer {
  /** Replaces any refresh already scheduled. */
  schedule(delayMs: number): void;
  cancel(): void;
}

export function createRefreshTimer(refresh: () => void): RefreshTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(delayMs) {
      clearTimeout(timer);
      timer = setTimeout(refresh, delayMs);
    },
    cancel: () => clearTimeout(timer),
  };
}
