import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { mergeSalespersons } from '../api/merge-salespersons.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { MergeFields } from './MergeFields.tsx';
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
    <form className="form admin-form" aria-label={adminUiText.formFor(adminUiText.mergeTitle, salesperson.fullName)} onSubmit={ask} noValidate>
      <h4 id={titleId}>{adminUiText.mergeTitle}</h4>
      <MergeFields
        name="intoId"
        others={others}
        intoId={intoId}
        onInto={(id) => {
          setIntoId(id);
          setConfirming(false);
        }}
        question={confirming && into !== null ? adminUiText.mergeConfirm(salesperson.fullName, into.fullName) : null}
        busy={action.busy}
        outcome={action.outcome}
        submit={adminUiText.merge}
        onYes={() => void merge()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
