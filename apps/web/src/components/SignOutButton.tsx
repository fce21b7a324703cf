import { useState } from 'react';
import { uiText } from '../config/missing-messages.ts';
import { useSession } from '../lib/api-context.tsx';
import { replaceUrl } from '../lib/browser-address.ts';
import { hasSavedGuidePages } from '../lib/has-saved-guide-pages.ts';
import { useQuestionFirst } from '../lib/use-question-first.ts';
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
  const { asking, ask, withdraw, buttonRef } = useQuestionFirst();

  const signOut = async () => {
    setBusy(true);
    await session.signOut();
    replaceUrl('/');
    onSignedOut?.();
  };
  const pressed = async () => {
    if (!navigator.onLine && (await hasSavedGuidePages())) ask();
    else await signOut();
  };

  return asking ? (
    <ConfirmGroup
      question={uiText.signOutOfflineQuestion}
      yes={uiText.signOutOfflineYes}
      busyText={uiText.signingOut}
      busy={busy}
      onYes={() => void signOut()}
      onCancel={withdraw}
    />
  ) : (
    <Button ref={buttonRef} variant={variant} busy={busy} busyText={uiText.signingOut} onClick={() => void pressed()}>
      {label}
    </Button>
  );
}
