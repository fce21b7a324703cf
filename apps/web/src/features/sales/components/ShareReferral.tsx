import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

type Outcome = { copied: true } | { copied: false; problem: string } | null;

/**
 * Share through the phone's own share sheet (Web Share API); where there is none, or it fails, the link is copied
 * to the clipboard instead, and the person is told so.
 */
export function ShareReferral({ url, fullName }: { url: string; fullName: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ copied: true });
    } catch {
      setOutcome({ copied: false, problem: salesUiText.copyFailed });
    }
  };

  const share = async () => {
    setOutcome(null);
    if (!canShare) return copy();
    try {
      await navigator.share({ title: salesUiText.shareTitle, text: salesUiText.shareText(fullName), url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <div className="referral__share">
      <div className="actions">
        <Button onClick={() => void share()}>{canShare ? salesUiText.shareLink : salesUiText.copyLink}</Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void copy()}>
            {salesUiText.copyLink}
          </Button>
        ) : null}
      </div>
      <SuccessMessage message={outcome?.copied ? salesUiText.linkCopied : null} />
      {outcome !== null && !outcome.copied ? <MessageArea message={outcome.problem} /> : null}
    </div>
  );
}
