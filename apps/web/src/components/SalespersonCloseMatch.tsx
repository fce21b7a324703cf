import { accountText } from '@guidepass/texts/en/web/account-text';
import { useEffect, useId, useRef } from 'react';
import type { CloseMatch } from '../lib/salesperson-close-match.ts';
import { Button } from './ui/Button.tsx';
import './salesperson.css';

interface SalespersonCloseMatchProps {
  match: CloseMatch;
  /** The name as the person typed it, offered as a new salesperson. */
  typedName: string;
  busy: boolean;
  onChoose(fullName: string): void;
  onAddTyped(): void;
}

/**
 * "Did you mean …?" after a typed salesperson name came close to existing ones: each suggestion, and "No, add <typed
 * name>". Focus moves to the first choice when the question appears, inside a group named by the question, so a
 * screen reader says the question with it.
 */
export function SalespersonCloseMatch({ match, typedName, busy, onChoose, onAddTyped }: SalespersonCloseMatchProps) {
  const questionId = useId();
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    group.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: false });
  }, [match]);

  return (
    <div className="close-match" role="group" aria-labelledby={questionId} ref={group}>
      <p className="close-match__question" id={questionId}>
        {match.question}
      </p>
      {match.suggestions.map((fullName) => (
        <Button key={fullName} variant="secondary" busy={busy} onClick={() => onChoose(fullName)}>
          {fullName}
        </Button>
      ))}
      <Button variant="link" busy={busy} onClick={onAddTyped}>
        {accountText.closeMatchAddTyped(typedName)}
      </Button>
    </div>
  );
}
