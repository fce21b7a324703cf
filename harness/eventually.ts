/**
 * The one polling helper of the tests: asks `probe` every `intervalMs` until `accept` holds for its answer or
 * `timeoutMs` has passed, and answers the last value either way, so the caller's assertion says what was wrong.
 * A probe that throws ends the wait with its error; one that may fail while a server is down catches that itself.
 */
export async function eventually<T>(probe: () => T | Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000, intervalMs = 50): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() >= until) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `eventually` while a server is down on purpose: a probe that fails counts as "not yet" (`undefined`). */
export function eventuallyThroughOutage<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs?: number, intervalMs?: number): Promise<T | undefined> {
  return eventually(() => probe().catch(() => undefined), (value) => value !== undefined && accept(value), timeoutMs, intervalMs);
}
