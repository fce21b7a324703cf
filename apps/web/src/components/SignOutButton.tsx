import { useEffect, useRef, useState } from 'react';
import { uiText } from '../config/missing-messages.ts';
import { useSession } from '../lib/api-context.tsx';
import { replaceUrl } from '../lib/browser-address.ts';
import { hasSavedGuidePages } from '../lib/has-saved-guide-pages.ts';
import { ConfirmGroup } from './ConfirmGroup.tsx';
import { Button } from './ui/Button.tsx';

/** Ends the session on the server, forgets the token and returns to the auth view at '/'. */
interface SignOutButtonProps {
  label?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  onSignedOut?(): void;
}

/**
 * Offline with guide pages saved on the device, it asks first (product.md §14): signing out deletes them, and they
 * come back only online. Online, or with nothing saved, it signs out at once.
 */
export function SignOutButton({ label = uiText.signOut, variant = 'secondary', onSignedOut }: SignOutButtonProps) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocusButton = useRef(false);

  // Kept signed in, the button comes back where the question was, and the focus goes with it.
  useEffect(() => {
    if (asking || !refocusButton.current) return;
    refocusButton.current = false;
    button.current?.focus();
  }, [asking]);

  const signOut = async () => {
    setBusy(true);
    await session.signOut();
    replaceUrl('/');
    onSignedOut?.();
  };
  const pressed = async () => {
    if (!navigator.onLine && (await hasSavedGuidePages())) setAsking(true);
    else await signOut();
  };
  const stay = () => {
    refocusButton.current = true;
    setAsking(false);
  };

  return asking ? (
    <ConfirmGroup
      question={uiText.signOutOfflineQuestion}
      yes={uiText.signOutOfflineYes}
      busyText={uiText.signingOut}
      busy={busy}
      onYes={() => void signOut()}
      onCancel={stay}
    />
  ) : (
    <Button ref={button} variant={variant} busy={busy} busyText={uiText.signingOut} onClick={() => void pressed()}>
      {label}
    </Button>
  );
}
