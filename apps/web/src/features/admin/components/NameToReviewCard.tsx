import { useId } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailAddress } from '../../../components/EmailAddress.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { confirmSalespersonName } from '../api/confirm-salesperson-name.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import type { SalespersonNameRow } from '../api/list-salesperson-names.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { MergeForm } from './MergeForm.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface NameToReviewCardProps {
  name: SalespersonNameRow;
  /** The confirmed salespeople it could be merged into. */
  salespeople: SalespersonListRow[];
  /** Ticked for merging with others (BulkMergeForm). */
  chosen: boolean;
  onChoose(chosen: boolean): void;
  /** Confirmed or merged: the card leaves the list; `text` says what happened. */
  onSettled(text: string): void;
}

/** One name typed at sign-up: how many accounts typed it and which, its sales; confirm it, merge it into one, or tick it to merge with others. */
export function NameToReviewCard({ name, salespeople, chosen, onChoose, onSettled }: NameToReviewCardProps) {
  const session = useSession();
  const action = useAdminAction();
  const nameId = useId();
  const outcomeId = useId();
  const confirm = async () => {
    let text = '';
    const done = await action.run(
      () => confirmSalespersonName(session, name.id),
      (confirmed) => (text = adminUiText.nameConfirmed(confirmed.fullName, confirmed.referralCode)),
    );
    if (done) onSettled(text);
  };

  return (
    <li className="salesperson-card">
      <h3 id={nameId} className="salesperson-card__name">
        {name.fullName}
      </h3>
      <p className="salesperson-card__status">{`${adminUiText.nameAccounts(name.accounts)} · ${adminUiText.nameSales(name.sales)}`}</p>
      {salespeople.length > 0 ? (
        <label className="choice choice--inline name-choice">
          <input type="checkbox" checked={chosen} onChange={(e) => onChoose(e.target.checked)} />
          <span>{adminUiText.chooseName(name.fullName)}</span>
        </label>
      ) : null}
      {name.accountEmails.length > 0 ? (
        <>
          <p className="salesperson-card__month">{adminUiText.nameAccountsList}</p>
          <ul className="name-card__accounts">
            {name.accountEmails.map((email) => (
              <li key={email}>
                <EmailAddress email={email} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      <Button variant="secondary" busy={action.busy} busyText={adminUiText.confirmingName} aria-describedby={outcomeId} onClick={() => void confirm()}>
        {adminUiText.confirmName(name.fullName)}
      </Button>
      {/* Folded away, so that a page of 20 names stays short on a phone; several at once: BulkMergeForm. */}
      {salespeople.length > 0 ? (
        <details className="salesperson-card__manage">
          <summary>{adminUiText.mergeOneName(name.fullName)}</summary>
          <MergeForm salesperson={name} others={salespeople} onMerged={onSettled} />
        </details>
      ) : null}
    </li>
  );
}
