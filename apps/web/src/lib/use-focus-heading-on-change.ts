import { useEffect, useRef } from 'react';

/**
 * Moves focus to the page's h1 when `key` (the view, or a step within one) changes: the control that had
 * focus is usually gone with the old view, and focus on the new heading makes a screen reader announce the
 * new view and lets Tab continue from its top. Nothing moves on the first view after the page loads (the
 * browser's own start of page is right there); `settlesAfter` names a passing state (the loading view) that
 * does not count as that first view; `settled` says a first view was on show already (before this hook's component
 * mounted: the sign-up view, then the signed-in views' code loaded).
 */
// Set when a view change wanted the new heading focused: a view loaded on demand (React.lazy) has no heading yet at
// that moment, only its loading fallback's, so it takes the focus once it arrives (useFocusHeadingOnceLoaded).
let headingFocusOwed = false;

export function useFocusHeadingOnChange(key: string, settlesAfter?: string, settledBefore = false): void {
  const previous = useRef<string | null>(null);
  const settled = useRef(settledBefore);

  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    const wasSettled = settled.current;
    if (key !== settlesAfter) settled.current = true;
    if (before === null || before === key || !wasSettled) return;
    // The new view starts at its top, header included: focusing the heading alone could leave the page
    // scrolled with the header cut off.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
    headingFocusOwed = true;
  }, [key, settlesAfter]);
}

/**
 * For a view loaded on demand, once it is on the page: if a view change owed its heading the focus, and the focus
 * went down with the loading fallback, the view's own heading takes it. The first view after the page loads is
 * left alone, as above.
 */
export function useFocusHeadingOnceLoaded(): void {
  useEffect(() => {
    if (!headingFocusOwed) return;
    headingFocusOwed = false;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
  }, []);
}
