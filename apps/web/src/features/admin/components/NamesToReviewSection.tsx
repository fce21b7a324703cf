import { useId, useState } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { useSalespersonNames } from '../hooks/use-salesperson-names.ts';
import { SectionOutcome } from './ActionOutcome.tsx';
import { BulkMergeForm } from './BulkMergeForm.tsx';
import { NameToReviewCard } from './NameToReviewCard.tsx';
import { Pager } from './Pager.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface NamesToReviewSectionProps {
  /** The confirmed salespeople, to merge a name into (empty while they load). */
  salespeople: SalespersonListRow[];
  /** Bumped when anything changed (here or elsewhere): the names are read again. */
  version: number;
  /** A name was confirmed or merged: the salespeople and the report change too. */
  onChanged(): void;
}

/**
 * Names to review (product.md §14, §20): names typed at sign-up that match no salesperson, searched and paged by the
 * server (20 a page), to confirm or merge one by one, or tick several and merge them into one salesperson at once.
 */
export function NamesToReviewSection({ salespeople, version, onChanged }: NamesToReviewSectionProps) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const read = useSalespersonNames(search, page, version);
  const [chosen, setChosen] = useState<string[]>([]);
  // A settled name leaves the list with its card: its outcome is said here.
  const [settled, setSettled] = useState<string | null>(null);
  const settle = (text: string) => {
    setSettled(text);
    setChosen([]);
    onChanged();
  };
  const choose = (id: string, on: boolean) => setChosen((now) => (on ? [...now.filter((one) => one !== id), id] : now.filter((one) => one !== id)));

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.namesTitle}</h2>
      <p>{adminUiText.namesHint}</p>
      <TextField
        label={adminUiText.namesSearchLabel}
        type="search"
        name="nameSearch"
        autoComplete="off"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
          setChosen([]);
        }}
      />
      <SectionOutcome message={settled} />
      {read.status === 'loading' ? <WaitMessage>{adminUiText.namesLoading}</WaitMessage> : null}
      {read.status === 'error' ? <MessageArea message={read.message} /> : null}
      {read.status === 'loaded' && read.rows.length === 0 ? <p className="earnings__none">{adminUiText.namesNone}</p> : null}
      {read.status === 'loaded' && read.rows.length > 0 ? (
        <>
          {salespeople.length > 0 ? <BulkMergeForm chosen={chosen} salespeople={salespeople} onMerged={settle} /> : null}
          <ul className="salesperson-cards">
            {read.rows.map((name) => (
              <NameToReviewCard
                key={name.id}
                name={name}
                salespeople={salespeople}
                chosen={chosen.includes(name.id)}
                onChoose={(on) => choose(name.id, on)}
                onSettled={settle}
              />
            ))}
          </ul>
          <Pager
            page={page}
            total={read.total}
            pageSize={read.pageSize}
            what={adminUiText.namesTitle}
            onPage={(next) => {
              setPage(next);
              setChosen([]);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
