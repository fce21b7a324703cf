import { formatDateTime } from '@guidepass/texts/format';
import type { TierFacts } from '../hooks/use-membership.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

/** A date and time as My membership shows it: Gaborone's, and saying so. */
export function gaboroneDateTime(iso: string): string {
  return membershipUiText.gaboroneTime(formatDateTime(new Date(iso)));
}

/** The tier's name from the tiers table, or its id when the names could not be read. */
export function tierName(tiers: TierFacts, tierId: string): string {
  return tiers?.tiers.find((tier) => tier.id === tierId)?.name ?? tierId;
}
