import { messages } from '@guidepass/domain/messages';
import { messageNamesSupport } from '@guidepass/domain/support';
import type { ToneMessage } from '../components/ui/message-tone.ts';
import type { PaymentReturnStatus } from '../features/payment/types/payment-return.ts';
import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';
import { endedMembershipMessage } from './membership.ts';

interface PaymentPageState {
  notice: ToneMessage | null;
  paymentReturn: PaymentReturnStatus;
  /** null while a return from a provider is confirmed: "your membership has expired" would only confuse */
  profile: ProfileRead | null;
  now: Date;
}

/**
 * The payment view's message, with how it reads as the code that set it knows: a notice, else how the return from a
 * provider went, else the profile's state.
 */
export function paymentPageMessage({ notice, paymentReturn, profile, now }: PaymentPageState): ToneMessage | null {
  if (notice) return notice;
  if (paymentReturn.message !== null) return { text: paymentReturn.message, tone: paymentReturn.informational ? 'info' : 'error', support: paymentReturn.support === true };
  return profile === null ? null : profileMessage(profile, now);
}

function profileMessage(profile: ProfileRead, now: Date): ToneMessage | null {
  if (profile.status === 'not-found') return { text: messages.profileNotFound, tone: 'error', support: messageNamesSupport('profileNotFound') };
  if (profile.status === 'error') return { text: messages.profileLoadFailed, tone: 'error' };
  const ended = endedMembershipMessage(profile, now);
  return ended === null ? null : { text: ended, tone: 'error' };
}
