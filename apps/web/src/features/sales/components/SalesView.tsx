import { useCallback, useEffect, useId, useState } from 'react';
import { MonthSwitcher } from '../../../components/MonthSwitcher.tsx';
import { OpenGuideSection } from '../../../components/OpenGuideSection.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { monthLabel } from '../../../lib/months.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { messages } from '@guidepass/domain/messages';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import type { MySales } from '../api/get-my-sales.ts';
import { useClaim } from '../hooks/use-claim.ts';
import { useMySales } from '../hooks/use-my-sales.ts';
import type { SavedRead } from '../hooks/use-saved-read.ts';
import { forgetMySales } from '../sales-cache.ts';
import { ageLabel } from '../utils/age.ts';
import { csvDataUrl, ledgerCsv } from '../utils/ledger-csv.ts';
import { FullScreenQr } from './FullScreenQr.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { ReferralQrCode } from '../../../components/ReferralQrCode.tsx';
import { SalesFigures } from './SalesFigures.tsx';
import { ShareReferral } from './ShareReferral.tsx';
import './sales.css';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

export interface SalesViewProps {
  /** `YYYY-MM` from the address, or the current Gaborone month. */
  month: string | null;
  /** Whose kept figures to show offline (the profile's uid); `null` until known. */
  account: string | null;
  /** A salesperson invite waiting to be claimed (`/?claim=`). */
  claimToken: string | null;
  onClaimSettled(): void;
  onClaimed(): void;
}

const salesAddress = (month: string | null) => (month === null ? '/?view=sales' : `/?view=sales&month=${month}`);

/**
 * "My sales" (`/?view=sales[&month=YYYY-MM]`, loaded on demand): this month's earnings and sales first, then the
 * referral link, its QR code and code, Share, the guide to show, the figures of this month and all time, and the ledger of a month with its CSV. It first claims a waiting invite.
 * Without a network it shows the figures last read on this device, saying how old they are.
 */
export function SalesView({ month, account, claimToken, onClaimSettled, onClaimed }: SalesViewProps) {
  const latest = currentMonth(new Date());
  const shown = month ?? latest;
  const [attempt, setAttempt] = useState(0);
  const settleClaim = useCallback(() => {
    // The address first: with the invite gone from both, the app must still be on this view.
    replaceUrl(salesAddress(month));
    onClaimSettled();
  }, [month, onClaimSettled]);
  const claim = useClaim({ token: claimToken, onSettled: settleClaim, onClaimed });
  const claimDone = claim.state.status === 'none' || claim.state.status === 'claimed' || (claim.state.status === 'failed' && claim.state.final);
  const { summary, ledger } = useMySales({ account: account ?? '', month: shown, enabled: claimDone && account !== null, attempt });
  const denied = summary.status === 'denied';

  useEffect(() => {
    if (denied) forgetMySales();
  }, [denied]);

  const failure =
    claim.state.status === 'failed' ? claim.state.message : summary.status === 'error' ? summary.message : denied ? messages.notSalesperson : null;
  const canRetry = (claim.state.status === 'failed' && !claim.state.final) || summary.status === 'error';
  const retry = () => (claim.state.status === 'failed' && !claim.state.final ? claim.retry() : setAttempt((n) => n + 1));

  return (
    <ViewLayout className="sales-view">
      <ViewTitle>{salesUiText.mySalesTitle}</ViewTitle>
      <MessageArea message={failure} />
      <SuccessMessage message={claim.state.status === 'claimed' ? salesUiText.claimedSalesperson(claim.state.fullName) : null} />
      {claim.state.status === 'claiming' ? <WaitMessage>{salesUiText.claimingSalesperson}</WaitMessage> : null}
      {claimDone && (summary.status === 'loading' || account === null) ? <WaitMessage>{salesUiText.mySalesLoading}</WaitMessage> : null}
      {summary.status === 'loaded' ? (
        <SalesContent sales={summary.value} savedAt={summary.savedAt} offline={summary.offline} ledger={ledger} month={shown} latest={latest} />
      ) : null}
      <div className="actions">
        {canRetry ? <Button onClick={retry}>{uiText.retry}</Button> : null}
        {/* A salesperson's home is this view (select-view.ts): no way "back", but Sign Out as on every home view. */}
        {summary.status === 'loaded' ? null : (
          <Button variant="secondary" onClick={() => replaceUrl('/')}>
            {uiText.backToApp}
          </Button>
        )}
      </div>
      {summary.status === 'loaded' ? (
        <div className="actions actions--account">
          <SignOutButton />
        </div>
      ) : null}
    </ViewLayout>
  );
}

interface SalesContentProps {
  sales: MySales;
  savedAt: number;
  offline: boolean;
  ledger: SavedRead<LedgerRow[]>;
  month: string;
  latest: string;
}

function SalesContent({ sales, savedAt, offline, ledger, month, latest }: SalesContentProps) {
  const referralId = useId();
  const headlineId = useId();
  const figuresId = useId();
  const ledgerId = useId();
  const age = ageLabel(savedAt, Date.now());
  return (
    <>
      {/* This month's earnings and sales first, in the first screen of a phone (product.md §20); then what to show customers. */}
      <section className="view-section sales-headline" aria-labelledby={headlineId}>
        <h2 id={headlineId}>{salesUiText.headlineTitle(monthLabel(latest))}</h2>
        <FactList
          className="sales-headline__figures"
          facts={[
            [salesUiText.headlineEarned, sales.month.earnings],
            [salesUiText.headlineSales, String(sales.month.sales)],
          ]}
        />
      </section>
      <p className={offline ? 'sales-view__age sales-view__age--offline' : 'sales-view__age'} role="status">
        {offline ? salesUiText.offlineFigures(age) : salesUiText.lastUpdated(age)}
      </p>
      <section className="view-section referral" aria-labelledby={referralId}>
        <h2 id={referralId}>{salesUiText.referralTitle}</h2>
        <ReferralQrCode url={sales.referralUrl} label={salesUiText.referralQr(sales.referralUrl)} />
        <FullScreenQr url={sales.referralUrl} fullName={sales.fullName} referralCode={sales.referralCode} />
        <p className="referral__code">
          <span className="referral__code-caption">{salesUiText.referralCodeCaption}</span>
          <span className="referral__code-value">{sales.referralCode}</span>
        </p>
        <p className="referral__url">
          <a href={sales.referralUrl}>{sales.referralUrl}</a>
        </p>
        <ShareReferral url={sales.referralUrl} fullName={sales.fullName} />
        <p className="referral__hint">{salesUiText.referralHint}</p>
      </section>
      <OpenGuideSection hint={salesUiText.guideForCustomersHint} />
      <section className="view-section" aria-labelledby={figuresId}>
        <h2 id={figuresId}>{salesUiText.figuresTitle}</h2>
        <SalesFigures sales={sales} monthName={monthLabel(latest)} />
      </section>
      <section className="view-section" aria-labelledby={ledgerId}>
        <h2 id={ledgerId}>{salesUiText.ledgerTitle}</h2>
        <MonthSwitcher month={month} latest={latest} onChange={(next) => replaceUrl(salesAddress(next))} />
        <Ledger read={ledger} month={month} />
      </section>
    </>
  );
}

function Ledger({ read, month }: { read: SavedRead<LedgerRow[]>; month: string }) {
  const monthName = monthLabel(month);
  if (read.status === 'loading') return <WaitMessage>{salesUiText.ledgerLoading}</WaitMessage>;
  if (read.status === 'error') return <MessageArea message={read.message} />;
  if (read.status === 'denied') return null;
  return (
    <>
      {read.value.length === 0 ? <p className="sales-view__none">{salesUiText.ledgerNone(monthName)}</p> : <LedgerTable rows={read.value} monthName={monthName} />}
      <a className="button button--secondary view-section__link" href={csvDataUrl(ledgerCsv(read.value))} download={`guidepass-sales-${month}.csv`}>
        {salesUiText.downloadLedgerCsv(monthName)}
      </a>
    </>
  );
}
