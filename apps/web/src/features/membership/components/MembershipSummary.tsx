import { useId } from 'react';
import { FactList } from '../../../components/FactList.tsx';
import type { Membership } from '../api/get-membership.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { gaboroneDateTime, tierName } from './format.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';
import { refundedSentence } from '../../../lib/refunded-sentence.ts';

/** The tier and until when it is paid (or since when it has ended). */
export function MembershipSummary({ membership, tiers }: { membership: Membership; tiers: TierFacts }) {
  const titleId = useId();
  const { tierId, expiresAt, active } = membership;
  // Ended by a refund (the latest payment that moved money was refunded): said as such (product.md §17).
  const latest = membership.payments.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
  const refunded = !active && latest?.status === 'refunded' ? refundedSentence({ priceThebe: latest.priceThebe, paidAt: latest.createdAt }, expiresAt) : null;
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{membershipUiText.membershipSummaryTitle}</h2>
      {refunded ? (
        <p>{refunded}</p>
      ) : tierId === null || expiresAt === null ? (
        <p>{membershipUiText.membershipNone}</p>
      ) : (
        <FactList
          className="membership-facts"
          facts={[
            [membershipUiText.membershipTier, tierName(tiers, tierId)],
            [active ? membershipUiText.membershipActiveUntil : membershipUiText.membershipEndedOn, gaboroneDateTime(expiresAt)],
          ]}
        />
      )}
    </section>
  );
}
