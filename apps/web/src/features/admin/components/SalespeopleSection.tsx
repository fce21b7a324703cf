import { useId, useState } from 'react';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';
import { TextField } from '../../../components/ui/TextField.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import type { MonthRead } from '../hooks/use-month-read.ts';
import { AddSalespersonForm } from './AddSalespersonForm.tsx';
import { SalespersonCard } from './SalespersonCard.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface SalespeopleSectionProps {
  read: MonthRead<SalespersonListRow[]>;
  month: string;
  monthName: string;
  /** Something changed: read the list and the month's report again. */
  onChanged(): void;
}

/** The admin's salespeople: add one, and per salesperson their account, the month's figures, invite, payout, merge. */
export function SalespeopleSection({ read, month, monthName, onChanged }: SalespeopleSectionProps) {
  const titleId = useId();
  // A merged record leaves the list with its card: its outcome is said here.
  const [merged, setMerged] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'name' | 'earnings'>('name');
  const sortId = useId();
  const shown = read.status === 'loaded' ? findAndOrder(read.value, search, sort) : [];

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.salespeopleTitle}</h2>
      <AddSalespersonForm onAdded={onChanged} />
      <SuccessMessage message={merged} />
      <div className="salespeople-filter">
        <TextField label={adminUiText.salespeopleSearchLabel} type="search" name="salespersonSearch" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        <div className="field">
          <label htmlFor={sortId}>{adminUiText.salespeopleSortLabel}</label>
          <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value === 'earnings' ? 'earnings' : 'name')}>
            <option value="name">{adminUiText.sortByName}</option>
            <option value="earnings">{adminUiText.sortByEarnings}</option>
          </select>
        </div>
      </div>
      {read.status === 'loading' ? <WaitMessage>{adminUiText.salespeopleLoading}</WaitMessage> : null}
      {read.status === 'error' ? <MessageArea message={read.message} /> : null}
      {read.status === 'loaded' && read.value.length === 0 ? <p className="earnings__none">{adminUiText.salespeopleNone}</p> : null}
      {read.status === 'loaded' && read.value.length > 0 && shown.length === 0 ? <p className="earnings__none">{adminUiText.salespeopleNoMatch}</p> : null}
      {shown.length > 0 ? (
        <ul className="salesperson-cards">
          {shown.map((salesperson) => (
            <SalespersonCard
              key={salesperson.id}
              salesperson={salesperson}
              month={month}
              monthName={monthName}
              others={(read.status === 'loaded' ? read.value : []).filter((other) => other.id !== salesperson.id)}
              onChanged={onChanged}
              onMerged={(text) => {
                setMerged(text);
                onChanged();
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The list as the admin asked for it: names containing the search (compared as salesperson names are, by their key),
 * by name as read, or by the month's earnings and then all time's, highest first.
 */
function findAndOrder(rows: SalespersonListRow[], search: string, sort: 'name' | 'earnings'): SalespersonListRow[] {
  const key = salespersonNameKey(search);
  const found = key === '' ? rows : rows.filter((row) => salespersonNameKey(row.fullName).includes(key));
  if (sort === 'name') return found;
  return [...found].sort((a, b) => b.month.earningsThebe - a.month.earningsThebe || b.allTime.earningsThebe - a.allTime.earningsThebe);
}
