import { useEffect, useRef } from 'react';

/**
 * Moves focus to the page's h1 when `key` (the view, or a step within one) changes: the control that had
 * focus is usually gone with the old view, and focus on the new heading makes a screen reader announce the
 * new view and lets Tab continue from its top. Nothing moves on the first view after the page loads (the
 * browser's own start of page is right there); `settlesAfter` names a passing state (the loading view) that
 * does not count as that first view.
 */
export function useFocusHeadingOnChange(key: string, settlesAfter?: string): void {
  const previous = useRef<string | null>(null);
  const settled = useRef(false);

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
  }, [key, settlesAfter]);
}
