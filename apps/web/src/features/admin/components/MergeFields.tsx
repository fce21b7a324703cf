import { useId } from 'react';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import type { AdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface MergeFieldsProps {
  /** The select's form name. */
  name: string;
  others: SalespersonListRow[];
  intoId: string;
  onInto(id: string): void;
  /** The question asked before merging, while asking; null otherwise. */
  question: string | null;
  busy: boolean;
  outcome: AdminAction['outcome'];
  /** The submit button's label, before the question. */
  submit: string;
  onYes(): void;
  onCancel(): void;
}

/** A merge form's body: the salesperson to merge into, what the last try did, then the submit or the question. */
export function MergeFields({ name, others, intoId, onInto, question, busy, outcome, submit, onYes, onCancel }: MergeFieldsProps) {
  const selectId = useId();
  const outcomeId = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={selectId}>{adminUiText.mergeIntoLabel}</label>
        <select id={selectId} className="select" name={name} value={intoId} disabled={question !== null} aria-describedby={outcomeId} onChange={(e) => onInto(e.target.value)}>
          <option value="">{adminUiText.mergeChoose}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {`${other.fullName} (${other.referralCode})`}
            </option>
          ))}
        </select>
      </div>
      <ActionOutcome id={outcomeId} outcome={outcome} />
      {question !== null ? (
        <ConfirmGroup question={question} yes={adminUiText.mergeYes} busyText={adminUiText.merging} busy={busy} onYes={onYes} onCancel={onCancel} />
      ) : (
        <Button type="submit" variant="secondary">
          {submit}
        </Button>
      )}
    </>
  );
}
