import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../session/session-types.ts';

/** The ids of its own a provider's return address may carry (`token`, `subscription_id`), as app/location.ts reads them. */
export interface ReturnIds {
  token: string | null;
  subscriptionId: string | null;
}

/**
 * What the web's generic code asks of a payment provider instead of naming it: facts light enough for the first view,
 * which reads them to tell a return that captures from one that only re-reads the profile (provider-list.ts).
 */
export interface ProviderFacts {
  /**
   * It renews by itself, a subscription at the provider (product.md §8): the payment view's "Automatically charged
   * weekly", My membership's automatic renewal beside its own way, the admin's "renewed automatically".
   */
  renews?: boolean;
  /** It charges in pula: offered first for Local, after mobile money (product.md §17). */
  chargesInPula?: boolean;
  /**
   * Its return carries ids of its own (`token`, `subscription_id`), captured by its actions. Absent for a provider
   * whose return and cancel name our payment (`&method=<name>&paymentId=…`): those are confirmed through the generic
   * route, POST /api/payments/<name>/confirm.
   */
  returnsOwnIds?: boolean;
}

/** What a provider does its own way in the payment flows, where the generic routes do not serve it (provider-list.ts: providerActions). */
export interface ProviderActions {
  /** The original's text when it is down (section 8); without one, "<label> is unavailable right now." */
  unavailableMessage?: string;
  /** Starts a purchase (else POST /api/payments/<name>) and answers where to send the browser. */
  start?(session: Session, input: { selectedTierId: TierId }): Promise<{ redirectUrl?: string; message?: string }>;
  /** The id its own return carries to capture (an empty one: a broken return), null when the address carries none. */
  ownReturnId?(address: ReturnIds): string | null;
  /** Captures or confirms the return its `ownReturnId` found; answers like a capture. */
  captureReturn?(session: Session, address: ReturnIds): Promise<CaptureAnswer>;
  /** Confirms a subscription approved at it (renewal turned on in My membership); answers like a capture. */
  confirmSubscription?(session: Session, subscriptionId: string): Promise<CaptureAnswer>;
}
