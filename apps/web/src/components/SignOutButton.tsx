import { useState } from 'react';
import { uiText } from '../config/missing-messages.ts';
import { useSession } from '../lib/api-context.tsx';
import { replaceUrl } from '../lib/browser-address.ts';
import { Button } from './ui/Button.tsx';

/** Ends the session on the server, forgets the token and returns to the auth view at '/'. */
interface SignOutButtonProps {
  label?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  onSignedOut?(): void;
}

export function SignOutButton({ label = uiText.signOut, variant = 'secondary', onSignedOut }: SignOutButtonProps) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await session.signOut();
    replaceUrl('/');
    onSignedOut?.();
  };
  return (
    <Button variant={variant} busy={busy} busyText={uiText.signingOut} onClick={() => void signOut()}>
      {label}
    </Button>
  );
}
