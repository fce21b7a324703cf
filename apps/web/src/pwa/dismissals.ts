import { useState } from 'react';

// Offers the person said no to stay away on this device (an offer that comes back every visit is nagging).

export type Offer = 'install' | 'ios-install-hint';

const key = (offer: Offer) => `guidepass.dismissed.${offer}`;

function isDismissed(offer: Offer): boolean {
  try {
    return window.localStorage.getItem(key(offer)) === 'true';
  } catch {
    return false;
  }
}

/** Whether `offer` was dismissed on this device, and a way to dismiss it for good. */
export function useDismissal(offer: Offer): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => isDismissed(offer));
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(key(offer), 'true');
    } catch {
      // Dismissed for this visit only.
    }
  };
  return [dismissed, dismiss];
}
