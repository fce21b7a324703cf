import { useId, useState } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { useSalespersonNames } from '../hooks/use-salesperson-names.ts';
import { NameToReviewCard } from './NameToReviewCard.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface NamesToReviewSectionProps {
  /** The confirmed salespeople, to merge a name into (empty while they load). */
  salespeople: SalespersonListRow[];
  /** Bumped when anything changed (here or elsewhere): the names are read again. */
  version: number;
  /** A name was confirmed or merged: the salespeople and the report change too. */
  onChanged(): void;
}

/** Names to review (product.md §14): names typed at sign-up that match no salesperson, with search, to settle one by one. */
export function NamesToReviewSection({ salespeople, version, onChanged }: NamesToReviewSectionProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const read = useSalespersonNames(search, version);
  // A settled name leaves the list with its card: its outcome is said here.
  const [settled, setSettled] = useState<string | null>(null);

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.namesTitle}</h2>
      <p>{adminUiText.namesHint}</p>
      <TextField label={adminUiText.namesSearchLabel} type="search" name="nameSearch" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
      <SuccessMessage message={settled} />
      {read.status === 'loading' ? <WaitMessage>{adminUiText.namesLoading}</WaitMessage> : null}
      {read.status === 'error' ? <MessageArea message={read.message} /> : null}
      {read.status === 'loaded' && read.rows.length === 0 ? <p className="earnings__none">{adminUiText.namesNone}</p> : null}
      {read.status === 'loaded' && read.rows.length > 0 ? (
        <ul className="salesperson-cards">
          {read.rows.map((name) => (
            <NameToReviewCard
              key={name.id}
              name={name}
              salespeople={salespeople}
              onSettled={(text) => {
                setSettled(text);
                onChanged();
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
