import { useId } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { MonthSwitcher } from '../../../components/MonthSwitcher.tsx';
import { useApiClient } from '../../../lib/api-context.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { monthLabel } from '../../../lib/months.ts';
import { earningsCsvPath, type EarningsReport } from '../api/get-earnings.ts';
import type { MonthRead } from '../hooks/use-month-read.ts';
import { adminAddress } from '../utils/admin-sections.ts';
import { EarningsTable } from './EarningsTable.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/** Salesperson earnings of a month, switched in place, with the month's CSV. */
export function EarningsSection({ read, month, latest }: { read: MonthRead<EarningsReport>; month: string; latest: string }) {
  const client = useApiClient();
  const titleId = useId();
  const monthName = monthLabel(month);
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.earningsTitle}</h2>
      <MonthSwitcher month={month} latest={latest} onChange={(next) => replaceUrl(adminAddress('earnings', next))} />
      <Earnings read={read} monthName={monthName} />
      <a className="button button--secondary view-section__link" href={client.url(earningsCsvPath(month))} download>
        {adminUiText.downloadCsv(monthName)}
      </a>
    </section>
  );
}

function Earnings({ read, monthName }: { read: MonthRead<EarningsReport>; monthName: string }) {
  if (read.status === 'loading') return <WaitMessage>{adminUiText.earningsLoading}</WaitMessage>;
  if (read.status === 'error') return <MessageArea message={read.message} />;
  if (read.value.salespersons.length === 0) return <p className="earnings__none">{adminUiText.earningsNone(monthName)}</p>;
  return <EarningsTable rows={read.value.salespersons} monthName={monthName} />;
}
