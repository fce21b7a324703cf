import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../session/session-types.ts';

/** The ids of its own a provider's return address may carry (`token`, `subscription_id`), as app/location.ts reads them. */
export interface ReturnIds {
  token: string | null;
  subscriptionId: string | null;
}

/** What a provider does its own way in the payment flows, where the generic routes do not serve it (provider-list.ts: providerActions). */
export interface ProviderActions {
  /** Starts a purchase (else POST /api/payments/<name>) and answers where to send the browser. */
  start?(session: Session, input: { selectedTierId: TierId }): Promise<{ redirectUrl?: string; message?: string }>;
  /** The id its own return carries to capture (an empty one: a broken return), null when the address carries none. */
  ownReturnId?(address: ReturnIds): string | null;
  /** Captures or confirms the return its `ownReturnId` found; answers like a capture. */
  captureReturn?(session: Session, address: ReturnIds): Promise<CaptureAnswer>;
  /** Confirms a subscription approved at it (renewal turned on in My membership); answers like a capture. */
  confirmSubscription?(session: Session, subscriptionId: string): Promise<CaptureAnswer>;
}

/** A provider with ways of its own: `webProvider`, exported by `<name>/<name>-actions.ts` beside provider-list.ts. */
export interface WebProvider {
  name: PaymentMethod;
  actions: ProviderActions;
}
