import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { getEarnings } from '../api/get-earnings.ts';
import { listSalespersons } from '../api/list-salespersons.ts';
import { useAdminAccess } from '../hooks/use-admin-access.ts';
import { useMonthRead } from '../hooks/use-month-read.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { monthLabel } from '../../../lib/months.ts';
import type { AdminSection } from '../utils/admin-sections.ts';
import { AdminMenu } from './AdminMenu.tsx';
import { EarningsSection } from './EarningsSection.tsx';
import { QueuesSection } from './QueuesSection.tsx';
import { SalespeopleSection } from './SalespeopleSection.tsx';
import { NamesToReviewSection } from './NamesToReviewSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import './admin.css';
import './admin-sections.css';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/**
 * The admin view (`/?view=admin[&section=…][&month=YYYY-MM]`), in sections each its own view under one menu (product.md
 * §20): members & refunds (first), salespeople (add, invite, payouts, merge, their link and QR), names to review
 * (confirm, merge, several at once), salesperson earnings by month with a CSV, and the queues with the guide (opened
 * without paying, §14). Opening it gets the admin cookie the server pages need; a person who is no administrator is
 * told so.
 */
export function AdminView({ month, section }: { month: string | null; section: AdminSection }) {
  const latest = currentMonth(new Date());
  const shown = month ?? latest;
  const { access, retry } = useAdminAccess();
  // A payout, a merge or a new salesperson changes the report and the list: both are read again.
  const [version, setVersion] = useState(0);
  const open = access.status === 'open';
  const earnings = useMonthRead(getEarnings, shown, open && section === 'earnings', version);
  const salespersons = useMonthRead(listSalespersons, shown, open && (section === 'salespeople' || section === 'names'), version);
  const changed = () => setVersion((n) => n + 1);
  const menu = useRef<HTMLElement>(null);
  const refusal = access.status === 'refused' || access.status === 'error' ? access.message : null;

  return (
    <ViewLayout className="admin-view">
      <ViewTitle>{adminUiText.adminTitle}</ViewTitle>
      <MessageArea message={refusal} />
      {access.status === 'opening' ? <WaitMessage>{adminUiText.adminOpening}</WaitMessage> : null}
      {open ? (
        <>
          <AdminMenu current={section} month={month} ref={menu} />
          {section === 'members' ? <MembersSection /> : null}
          {section === 'salespeople' ? <SalespeopleSection read={salespersons} month={shown} latest={latest} monthName={monthLabel(shown)} onChanged={changed} /> : null}
          {section === 'names' ? (
            <NamesToReviewSection salespeople={salespersons.status === 'loaded' ? salespersons.value : []} version={version} onChanged={changed} />
          ) : null}
          {section === 'earnings' ? <EarningsSection read={earnings} month={shown} latest={latest} /> : null}
          {section === 'queues' ? <QueuesSection /> : null}
        </>
      ) : null}
      <div className="actions">
        {access.status === 'error' ? <Button onClick={retry}>{uiText.retry}</Button> : null}
        {open ? (
          <Button
            variant="secondary"
            onClick={() => {
              menu.current?.focus({ preventScroll: true });
              menu.current?.scrollIntoView?.({ block: 'start' });
            }}
          >
            {adminUiText.backToMenu}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => replaceUrl('/')}>
          {uiText.backToApp}
        </Button>
      </div>
    </ViewLayout>
  );
}
