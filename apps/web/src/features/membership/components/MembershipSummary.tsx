import { useId } from 'react';
import { FactList } from '../../../components/FactList.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import type { Membership } from '../api/get-membership.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { gaboroneDateTime, tierName } from './format.ts';

/** The tier and until when it is paid (or since when it has ended). */
export function MembershipSummary({ membership, tiers }: { membership: Membership; tiers: TierFacts }) {
  const titleId = useId();
  const { tierId, expiresAt, active } = membership;
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.membershipSummaryTitle}</h2>
      {tierId === null || expiresAt === null ? (
        <p>{uiText.membershipNone}</p>
      ) : (
        <FactList
          className="membership-facts"
          facts={[
            [uiText.membershipTier, tierName(tiers, tierId)],
            [active ? uiText.membershipActiveUntil : uiText.membershipEndedOn, gaboroneDateTime(expiresAt)],
          ]}
        />
      )}
    </section>
  );
}
