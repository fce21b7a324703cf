import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { mergeSalespersons } from '../api/merge-salespersons.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface MergeFormProps {
  /** The record merged away: a salesperson, or a name to review. */
  salesperson: Pick<SalespersonListRow, 'id' | 'fullName'>;
  /** The records it could be merged into. */
  others: SalespersonListRow[];
  onMerged(text: string): void;
}

/**
 * Merges this record into another (two spellings of one person): members and sales move, this record goes. Nothing
 * is sent before a second, explicit confirmation that names both.
 */
export function MergeForm({ salesperson, others, onMerged }: MergeFormProps) {
  const session = useSession();
  const action = useAdminAction();
  const [intoId, setIntoId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const selectId = useId();
  const outcomeId = useId();
  const into = others.find((other) => other.id === intoId) ?? null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (into === null) return action.refuse(adminUiText.mergeIntoMissing);
    setConfirming(true);
  };
  const merge = async () => {
    if (into === null) return;
    const text = adminUiText.merged(salesperson.fullName, into.fullName);
    if (await action.run(() => mergeSalespersons(session, salesperson.id, into.id), () => text)) onMerged(text);
    else setConfirming(false);
  };

  return (
    <form className="form admin-form" aria-labelledby={titleId} onSubmit={ask} noValidate>
      <h4 id={titleId}>{adminUiText.mergeTitle}</h4>
      <div className="field">
        <label htmlFor={selectId}>{adminUiText.mergeIntoLabel}</label>
        <select
          id={selectId}
          name="intoId"
          value={intoId}
          disabled={confirming}
          aria-describedby={outcomeId}
          onChange={(e) => {
            setIntoId(e.target.value);
            setConfirming(false);
          }}
        >
          <option value="">{adminUiText.mergeChoose}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {`${other.fullName} (${other.referralCode})`}
            </option>
          ))}
        </select>
      </div>
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      {confirming && into !== null ? (
        <ConfirmGroup
          question={adminUiText.mergeConfirm(salesperson.fullName, into.fullName)}
          yes={adminUiText.mergeYes}
          busyText={adminUiText.merging}
          busy={action.busy}
          onYes={() => void merge()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button type="submit" variant="secondary">
          {adminUiText.merge}
        </Button>
      )}
    </form>
  );
}
