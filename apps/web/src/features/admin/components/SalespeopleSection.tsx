import { useId, useState } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import type { MonthRead } from '../hooks/use-month-read.ts';
import { AddSalespersonForm } from './AddSalespersonForm.tsx';
import { SalespersonCard } from './SalespersonCard.tsx';

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

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.salespeopleTitle}</h2>
      <AddSalespersonForm onAdded={onChanged} />
      <SuccessMessage message={merged} />
      {read.status === 'loading' ? <WaitMessage>{uiText.salespeopleLoading}</WaitMessage> : null}
      {read.status === 'error' ? <MessageArea message={read.message} /> : null}
      {read.status === 'loaded' && read.value.length === 0 ? <p className="earnings__none">{uiText.salespeopleNone}</p> : null}
      {read.status === 'loaded' && read.value.length > 0 ? (
        <ul className="salesperson-cards">
          {read.value.map((salesperson) => (
            <SalespersonCard
              key={salesperson.id}
              salesperson={salesperson}
              month={month}
              monthName={monthName}
              others={read.value.filter((other) => other.id !== salesperson.id)}
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
