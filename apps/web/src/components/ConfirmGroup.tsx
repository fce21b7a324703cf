import { useEffect, useId, useRef } from 'react';
import { Button } from './ui/Button.tsx';
import { uiText } from '../config/missing-messages.ts';
import './confirm-group.css';

interface ConfirmGroupProps {
  /** The question, naming what will happen. */
  question: string;
  /** The answer that goes ahead ("Yes, merge"), and what it says while it runs. */
  yes: string;
  busyText: string;
  busy: boolean;
  onYes(): void;
  onCancel(): void;
}

/**
 * A second, explicit step before something that cannot simply be undone: the question, then Yes and Cancel. Shown in
 * place of the button that asked; the question takes the focus so that it is read out before the buttons.
 */
export function ConfirmGroup({ question, yes, busyText, busy, onYes, onCancel }: ConfirmGroupProps) {
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    questionRef.current?.focus();
  }, []);

  return (
    <div className="confirm-group" role="group" aria-labelledby={questionId}>
      <p id={questionId} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <Button variant="danger" busy={busy} busyText={busyText} onClick={onYes}>
        {yes}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {uiText.cancel}
      </Button>
    </div>
  );
}
