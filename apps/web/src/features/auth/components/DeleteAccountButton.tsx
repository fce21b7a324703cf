import { useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { deleteAccount } from '../api/delete-account.ts';
import type { MessageTone } from '../../../components/ui/message-tone.ts';

/** Asks for confirmation, deletes the account, and reports the outcome through onMessage. */
export function DeleteAccountButton({ onMessage }: { onMessage(message: string, tone: MessageTone): void }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!window.confirm(messages.deleteConfirm)) return;
    setBusy(true);
    try {
      const answer = await deleteAccount(session);
      session.drop();
      replaceUrl('/');
      onMessage(answer.message, 'success');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.reason === 'requires-recent-login') onMessage(error.message, 'error');
      else onMessage(messages.deleteFailed(error instanceof ApiError ? error.message : messages.internal), 'error');
    }
  };

  return (
    <Button variant="danger" busy={busy} busyText={uiText.deletingAccount} onClick={() => void remove()}>
      {uiText.deleteAccount}
    </Button>
  );
}
