import { isPaymentMethod } from '@guidepass/domain/payment-providers';
import { methodLabels } from '../../../config/missing-messages.ts';
import type { AdminMember } from '../api/find-member.ts';
import { renews } from '../../../lib/providers/renewing-provider.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/**
 * How a found member pays (product.md §20): their newest payment's way as the server names it ("Orange Money ·· 567",
 * product.md §17), else its provider's label, renewed automatically while a PayPal subscription of theirs is active;
 * not a count of PayPal subscriptions.
 */
export function howMemberPays(member: Pick<AdminMember, 'email' | 'payments' | 'subscriptions'>): string {
  const latest = member.payments[0];
  if (latest === undefined) return adminUiText.memberPaysNothingYet(member.email);
  const method = latest.paidWith ?? (isPaymentMethod(latest.provider) ? methodLabels[latest.provider] : latest.provider);
  const renewing = renews(latest.provider) && member.subscriptions.some((subscription) => subscription.status === 'ACTIVE');
  return adminUiText.memberPays(member.email, renewing ? adminUiText.paysWithRenewal(method) : method);
}
