import { options } from 'preact';

/**
 * Preact runs effects after the next frame has painted; React runs those of a press or a key before the next event
 * reaches the page, and the web's tests need them run before they read the page. One timing for both, so that what
 * is tested is what ships: effects flush as soon as what rendered is in the page, and the state they set (the chosen
 * way's note, focus, a header line) renders in the same task, before the browser paints or takes the next press.
 */
export function runEffectsBeforePaint(): void {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
