import { useId, useState } from 'react';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';
import { TextField } from '../../../components/ui/TextField.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import type { MonthRead } from '../hooks/use-month-read.ts';
import { AddSalespersonForm } from './AddSalespersonForm.tsx';
import { SalespersonCard } from './SalespersonCard.tsx';
import { SectionOutcome } from './ActionOutcome.tsx';
import { Pager } from './Pager.tsx';
import { adminAddress, adminPageSize } from '../utils/admin-sections.ts';
import { MonthSwitcher } from '../../../components/MonthSwitcher.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface SalespeopleSectionProps {
  read: MonthRead<SalespersonListRow[]>;
  month: string;
  /** The current month: the switcher goes no further. */
  latest: string;
  monthName: string;
  /** Something changed: read the list and the month's report again. */
  onChanged(): void;
}

/**
 * The admin's salespeople: add one, and per salesperson their link and QR, account, the month's figures, invite,
 * payout, merge; found by name and ordered, 20 a page (the list is read whole: merging needs every salesperson).
 */
export function SalespeopleSection({ read, month, latest, monthName, onChanged }: SalespeopleSectionProps) {
  const titleId = useId();
  // A merged record leaves the list with its card: its outcome is said here.
  const [merged, setMerged] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<'name' | 'earnings'>('name');
  const [page, setPage] = useState(1);
  const sortId = useId();
  const found = read.status === 'loaded' ? findAndOrder(read.value, search, sort) : [];
  const pages = Math.max(1, Math.ceil(found.length / adminPageSize));
  const onPage = Math.min(page, pages);
  const shown = found.slice((onPage - 1) * adminPageSize, onPage * adminPageSize);

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.salespeopleTitle}</h2>
      <MonthSwitcher month={month} latest={latest} onChange={(next) => replaceUrl(adminAddress('salespeople', next))} />
      <AddSalespersonForm onAdded={onChanged} />
      <SectionOutcome message={merged} />
      <div className="salespeople-filter">
        <TextField label={adminUiText.salespeopleSearchLabel} type="search" name="salespersonSearch" autoComplete="off" value={search} onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }} />
        <div className="field">
          <label htmlFor={sortId}>{adminUiText.salespeopleSortLabel}</label>
          <select
            id={sortId}
            className="select"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value === 'earnings' ? 'earnings' : 'name');
              setPage(1);
            }}
          >
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
      <Pager page={onPage} total={found.length} pageSize={adminPageSize} what={adminUiText.salespeopleTitle} onPage={setPage} />
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
