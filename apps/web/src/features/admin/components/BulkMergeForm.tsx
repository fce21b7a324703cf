import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { mergeSalespersons } from '../api/merge-salespersons.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { MergeFields } from './MergeFields.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface BulkMergeFormProps {
  /** The ids of the names ticked on the page. */
  chosen: string[];
  /** The confirmed salespeople to merge them into. */
  salespeople: SalespersonListRow[];
  /** Some or all were merged: `text` says what happened. */
  onMerged(text: string): void;
}

/**
 * Several names to review merged into one salesperson at once (product.md §20): the same merge as one card's, name
 * after name, asked once. A failure stops there and says how many went.
 */
export function BulkMergeForm({ chosen, salespeople, onMerged }: BulkMergeFormProps) {
  const session = useSession();
  const action = useAdminAction();
  const [intoId, setIntoId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const into = salespeople.find((one) => one.id === intoId) ?? null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return action.refuse(adminUiText.bulkMergeNoneChosen);
    if (into === null) return action.refuse(adminUiText.mergeIntoMissing);
    setConfirming(true);
  };
  const merge = async () => {
    if (into === null) return;
    const names = [...chosen];
    let merged = 0;
    let text = '';
    const done = await action.run(
      async () => {
        try {
          for (const id of names) {
            await mergeSalespersons(session, id, into.id);
            merged += 1;
          }
        } catch (error) {
          // Those merged stay merged: the list is read again and the rest can be tried again.
          if (merged === 0) throw error;
          return adminUiText.bulkMergedInPart(merged, names.length, into.fullName, errorMessage(error));
        }
        return adminUiText.bulkMerged(names.length, into.fullName);
      },
      (said) => (text = said),
    );
    setConfirming(false);
    if (done) onMerged(text);
  };

  return (
    <form className="form admin-form bulk-merge" aria-label={adminUiText.bulkMergeTitle} onSubmit={ask} noValidate>
      <h3>{adminUiText.bulkMergeTitle}</h3>
      <p className="admin-view__hint">{adminUiText.bulkMergeHint}</p>
      <p className="bulk-merge__chosen" aria-live="polite">
        {adminUiText.bulkMergeChosen(chosen.length)}
      </p>
      {/* Success is said by the section (the merged names leave the list); a refusal or failure here. */}
      <MergeFields
        name="bulkIntoId"
        others={salespeople}
        intoId={intoId}
        onInto={(id) => {
          setIntoId(id);
          setConfirming(false);
        }}
        question={confirming && into !== null ? adminUiText.bulkMergeConfirm(chosen.length, into.fullName) : null}
        busy={action.busy}
        outcome={action.outcome?.ok ? null : action.outcome}
        submit={adminUiText.bulkMerge}
        onYes={() => void merge()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
