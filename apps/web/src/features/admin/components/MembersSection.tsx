import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { formatDateTime } from '@guidepass/texts/format';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { EmailAddress } from '../../../components/EmailAddress.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { findMember, type AdminMember } from '../api/find-member.ts';
import type { SubscriptionRecheck } from '../api/recheck-subscription.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { howMemberPays } from '../utils/how-member-pays.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { renewalAdminPart } from '../renewal-admin-part.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const SubscriptionCard = renewalAdminPart?.SubscriptionCard;

/**
 * The admin's members & refunds: find one by e-mail address, told how they pay; see their membership, payments
 * (refund one) and subscriptions at the provider that renews (re-check those).
 */
export function MembersSection() {
  const session = useSession();
  const action = useAdminAction();
  const [email, setEmail] = useState('');
  const [member, setMember] = useState<AdminMember | null>(null);
  const titleId = useId();
  const outcomeId = useId();
  const memberId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return action.refuse(adminUiText.memberEmailMissing);
    setMember(null);
    await action.run(
      async () => {
        const found = await findMember(session, address);
        setMember(found);
        return found;
      },
      howMemberPays,
    );
  };

  // The member read again (the cards keep their place meanwhile): after a credited charge or a refund moved the end.
  const reread = () => {
    if (member) findMember(session, member.email).then(setMember, () => undefined);
  };

  const checked = (answer: SubscriptionRecheck) => {
    setMember((shown) => shown && { ...shown, subscriptions: shown.subscriptions.map((s) => (s.id === answer.subscription.id ? answer.subscription : s)) });
    if (answer.newlyCredited > 0) reread();
  };

  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{adminUiText.membersTitle}</h2>
      <form className="form admin-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
        <p className="admin-view__hint">{adminUiText.membersHint}</p>
        <TextField label={adminUiText.memberEmailLabel} name="memberEmail" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={outcomeId} />
        <ActionOutcome id={outcomeId} outcome={action.outcome} />
        <Button type="submit" busy={action.busy} busyText={adminUiText.findingMember}>
          {adminUiText.findMember}
        </Button>
      </form>
      {member ? (
        <article className="member" aria-labelledby={memberId}>
          <h3 id={memberId} className="member__email">
            <EmailAddress email={member.email} />
          </h3>
          <p className="member__membership">{membershipLine(member)}</p>
          <h4>{adminUiText.memberPaymentsTitle}</h4>
          {member.payments.length === 0 ? (
            <p className="earnings__none">{adminUiText.memberNoPayments}</p>
          ) : (
            <ul className="salesperson-cards subscription-cards">
              {member.payments.map((payment) => (
                <PaymentCard key={payment.id} payment={payment} onRefunded={reread} />
              ))}
            </ul>
          )}
          {/* The renewing provider's subscriptions only for a member who has any: the others pay otherwise (howMemberPays). */}
          {member.subscriptions.length === 0 || !SubscriptionCard ? null : (
            <>
              <h4>{adminUiText.memberSubscriptionsTitle}</h4>
              <ul className="salesperson-cards subscription-cards">
                {member.subscriptions.map((subscription) => (
                  <SubscriptionCard key={subscription.id} subscription={subscription} onChecked={checked} />
                ))}
              </ul>
            </>
          )}
        </article>
      ) : null}
    </section>
  );
}

function membershipLine(member: AdminMember): string {
  if (!member.membershipExpiry) return adminUiText.memberNeverPaid;
  const end = formatDateTime(new Date(member.membershipExpiry));
  return member.active ? adminUiText.memberActiveUntil(end) : adminUiText.memberEnded(end);
}
