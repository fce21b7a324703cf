import { useId } from 'react';
import { formatDateTime } from '@guidepass/texts/format';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import type { AdminSubscription } from './admin-subscription.ts';
import { recheckSubscription, type SubscriptionRecheck } from '../api/recheck-subscription.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from '../components/ActionOutcome.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : adminUiText.noTime);

/**
 * One PayPal subscription of a member: PayPal's status, next charge and last statement as we recorded them, and
 * "Re-check with PayPal", which reads it again at PayPal and credits any charge whose webhook was lost.
 */
export function SubscriptionCard({ subscription, onChecked }: { subscription: AdminSubscription; onChecked(answer: SubscriptionRecheck): void }) {
  const session = useSession();
  const action = useAdminAction();
  const titleId = useId();
  const outcomeId = useId();
  const labels = adminUiText.subscriptionLabels;
  const shown: [string, string][] = [
    [labels.status, subscription.status],
    [labels.nextCharge, when(subscription.nextChargeAt)],
    [labels.created, when(subscription.createdAt)],
    [labels.lastStatement, when(subscription.lastStatementAt)],
    [labels.credited, String(subscription.creditedSales)],
  ];

  const recheck = () =>
    action.run(
      async () => {
        const answer = await recheckSubscription(session, subscription.id);
        onChecked(answer);
        return answer;
      },
      (answer) => (answer.checked ? adminUiText.recheckDone(answer.subscription.status, answer.newlyCredited) : adminUiText.recheckSlow(answer.subscription.status)),
    );

  return (
    <li className="salesperson-card subscription-card">
      <h5 id={titleId} className="subscription-card__title">
        {adminUiText.subscriptionTitle(subscription.paypalSubscriptionId)}
      </h5>
      <p className="salesperson-card__status">{adminUiText.subscriptionPlan(subscription.tierId, subscription.planKind)}</p>
      <FactList facts={shown} className="salesperson-card__figures subscription-card__facts" />
      {subscription.paypalSubscriptionId ? (
        <>
          <ActionOutcome id={outcomeId} outcome={action.outcome} />
          <Button variant="secondary" busy={action.busy} busyText={adminUiText.recheckingWithPayPal} aria-describedby={`${titleId} ${outcomeId}`} onClick={() => void recheck()}>
            {adminUiText.recheckWithPayPal}
          </Button>
        </>
      ) : null}
    </li>
  );
}
