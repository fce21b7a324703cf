import { useEffect, useState } from 'react';

/** How long the success view stays before the guide opens by itself (product.md §14: within 3 s). */
export const openGuideAfterMs = 2_000;

/**
 * Calls `open` once, `afterMs` after the view that uses it appears, unless the person starts using the view first (a
 * tap or a key anywhere): from then on the buttons are theirs and nothing moves under their finger (WCAG 2.2.1, a
 * time limit the user can stop). Answers whether the opening is still coming.
 */
export function useOpenGuideSoon(open: () => void, afterMs = openGuideAfterMs): boolean {
  const [coming, setComing] = useState(true);
  useEffect(() => {
    if (!coming) return;
    const timer = setTimeout(open, afterMs);
    const stop = () => setComing(false);
    // Captured, so a button's own handler (Log Out) runs after the opening is called off, never before.
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
  }, [coming, open, afterMs]);
  return coming;
}
