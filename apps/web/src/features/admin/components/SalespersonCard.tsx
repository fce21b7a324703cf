import { useId } from 'react';
import { formatPula } from '@guidepass/texts/format';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { FactList } from '../../../components/FactList.tsx';
import { ReferralQrCode } from '../../../components/ReferralQrCode.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MergeForm } from './MergeForm.tsx';
import { PayoutForm } from './PayoutForm.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

interface SalespersonCardProps {
  salesperson: SalespersonListRow;
  month: string;
  monthName: string;
  others: SalespersonListRow[];
  onChanged(): void;
  onMerged(text: string): void;
}

/**
 * One salesperson: their referral link and its QR code to hand over (product.md §20), whether they have an account,
 * the month's figures, and (folded away) invite, payout and merge.
 */
export function SalespersonCard({ salesperson, month, monthName, others, onChanged, onMerged }: SalespersonCardProps) {
  const nameId = useId();
  const labels = adminUiText.adminFigureLabels;
  const figures = salesperson.month;
  const shown: [string, string][] = [
    [labels.signups, String(figures.signups)],
    [labels.payingMembers, String(figures.payingMembers)],
    [labels.sales, String(figures.sales)],
    [labels.commission, formatPula(figures.earningsThebe)],
    [labels.paidOut, formatPula(figures.paidOutThebe)],
    [labels.owed, formatPula(figures.owedThebe)],
  ];
  return (
    <li className="salesperson-card">
      <h3 id={nameId} className="salesperson-card__name">
        {salesperson.fullName} <span className="salesperson-card__code">{salesperson.referralCode}</span>
      </h3>
      <p className="salesperson-card__status">{accountStatus(salesperson)}</p>
      <div className="salesperson-card__referral">
          <ReferralQrCode url={salesperson.referralUrl} label={adminUiText.referralQr(salesperson.fullName, salesperson.referralUrl)} className="salesperson-card__qr" />
          <p className="salesperson-card__link">
            <span className="salesperson-card__month">{adminUiText.referralLinkCaption}</span>
            <a href={salesperson.referralUrl}>{salesperson.referralUrl}</a>
          </p>
      </div>
      <p className="salesperson-card__month">{adminUiText.monthFigures(monthName)}</p>
      <FactList facts={shown} className="salesperson-card__figures" />
      <p className="salesperson-card__all-time">
        {adminUiText.allTimeFigures(formatPula(salesperson.allTime.earningsThebe), formatPula(salesperson.allTime.paidOutThebe), formatPula(salesperson.allTime.owedThebe))}
      </p>
      <details className="salesperson-card__manage">
        <summary>{adminUiText.manageSalesperson(salesperson.fullName)}</summary>
        {salesperson.claimed ? null : <InviteForm salespersonId={salesperson.id} fullName={salesperson.fullName} onInvited={onChanged} />}
        <PayoutForm salespersonId={salesperson.id} fullName={salesperson.fullName} month={month} onRecorded={onChanged} />
        {others.length > 0 ? <MergeForm salesperson={salesperson} others={others} onMerged={onMerged} /> : null}
      </details>
    </li>
  );
}

function accountStatus(salesperson: SalespersonListRow): string {
  if (salesperson.claimed) return adminUiText.claimedStatus;
  if (salesperson.invitedEmail) return adminUiText.invitedStatus(salesperson.invitedEmail);
  return adminUiText.unclaimedStatus;
}
