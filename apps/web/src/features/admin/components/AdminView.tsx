import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { earningsCsvPath, getEarnings, queueDashboardPath, type EarningsReport } from '../api/get-earnings.ts';
import { listSalespersons } from '../api/list-salespersons.ts';
import { useAdminAccess } from '../hooks/use-admin-access.ts';
import { useMonthRead, type MonthRead } from '../hooks/use-month-read.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { monthLabel } from '../../../lib/months.ts';
import { EarningsTable } from './EarningsTable.tsx';
import { MonthSwitcher } from '../../../components/MonthSwitcher.tsx';
import { OpenGuideSection } from '../../../components/OpenGuideSection.tsx';
import { SalespeopleSection } from './SalespeopleSection.tsx';
import { NamesToReviewSection } from './NamesToReviewSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import './admin.css';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/**
 * The admin view (`/?view=admin[&month=YYYY-MM]`): salesperson earnings by month with a CSV download, the salespeople
 * (add, invite, payouts, merge), the names to review (confirm or merge), a member's PayPal subscriptions (re-checked with PayPal), the guide (opened
 * without paying, product.md §14) and the way to the queue dashboard. Opening it gets the admin cookie those two server pages need; a person who is no administrator is told so.
 */
export function AdminView({ month }: { month: string | null }) {
  const client = useApiClient();
  const latest = currentMonth(new Date());
  const shown = month ?? latest;
  const { access, retry } = useAdminAccess();
  // A payout, a merge or a new salesperson changes the report and the list: both are read again.
  const [version, setVersion] = useState(0);
  const earnings = useMonthRead(getEarnings, shown, access.status === 'open', version);
  const salespersons = useMonthRead(listSalespersons, shown, access.status === 'open', version);
  const changed = () => setVersion((n) => n + 1);
  const earningsId = useId();
  const queuesId = useId();
  const refusal = access.status === 'refused' || access.status === 'error' ? access.message : null;

  return (
    <ViewLayout className="admin-view">
      <ViewTitle>{adminUiText.adminTitle}</ViewTitle>
      <MessageArea message={refusal} />
      {access.status === 'opening' ? <WaitMessage>{adminUiText.adminOpening}</WaitMessage> : null}
      {access.status === 'open' ? (
        <>
          <section className="view-section" aria-labelledby={earningsId}>
            <h2 id={earningsId}>{adminUiText.earningsTitle}</h2>
            <MonthSwitcher month={shown} latest={latest} onChange={(next) => replaceUrl(`/?view=admin&month=${next}`)} />
            <Earnings read={earnings} monthName={monthLabel(shown)} />
            <a className="button button--secondary view-section__link" href={client.url(earningsCsvPath(shown))} download>
              {adminUiText.downloadCsv(monthLabel(shown))}
            </a>
          </section>
          <SalespeopleSection
            read={salespersons}
            month={shown}
            monthName={monthLabel(shown)}
            onChanged={changed}
          />
          <NamesToReviewSection salespeople={salespersons.status === 'loaded' ? salespersons.value : []} version={version} onChanged={changed} />
          <MembersSection />
          <OpenGuideSection hint={adminUiText.guideForAdminsHint} />
          <section className="view-section" aria-labelledby={queuesId}>
            <h2 id={queuesId}>{adminUiText.queuesTitle}</h2>
            <p>{adminUiText.queuesHint}</p>
            <a className="button button--secondary view-section__link" href={client.url(queueDashboardPath)}>
              {adminUiText.openQueues}
            </a>
          </section>
        </>
      ) : null}
      <div className="actions">
        {access.status === 'error' ? <Button onClick={retry}>{uiText.retry}</Button> : null}
        <Button variant="secondary" onClick={() => replaceUrl('/')}>
          {uiText.backToApp}
        </Button>
      </div>
    </ViewLayout>
  );
}

function Earnings({ read, monthName }: { read: MonthRead<EarningsReport>; monthName: string }) {
  if (read.status === 'loading') return <WaitMessage>{adminUiText.earningsLoading}</WaitMessage>;
  if (read.status === 'error') return <MessageArea message={read.message} />;
  if (read.value.salespersons.length === 0) return <p className="earnings__none">{adminUiText.earningsNone(monthName)}</p>;
  return <EarningsTable rows={read.value.salespersons} monthName={monthName} />;
}
