import { useCallback, useEffect, useState } from 'react';
import { keepTabValue, readTabValue } from './tab-memory.ts';

// PayPal renewal turned on in My membership: the new subscription's id and its approval's ba_token, kept for this tab
// (sessionStorage `gp.renewalApproval`) while the browser is at PayPal's approval page. PayPal's return (`?payment=
// success&subscription_id=…`) looks like a purchase's; only this tells a turn-on, which sells nothing until the
// paid-through date, so the app takes it back to My membership instead of the payment return.
//
// PayPal's cancel (`/payment-cancel?ba_token=…&token=…`) carries no subscription_id. It is told by the ba_token, which
// PayPal puts in the approve link and again in the cancel return: matching it (rather than taking any cancel while an
// approval is remembered) keeps a purchase cancelled later in this tab, after the approval page was left by Back,
// on the purchase's own Payment Cancelled view.

const key = 'gp.renewalApproval';

interface Remembered {
  subscriptionId: string;
  baToken: string | null;
}

function read(): Remembered | null {
  try {
    const value: unknown = JSON.parse(readTabValue(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { subscriptionId, baToken } = value as Record<string, unknown>;
    return typeof subscriptionId === 'string' ? { subscriptionId, baToken: typeof baToken === 'string' ? baToken : null } : null;
  } catch {
    return null;
  }
}

/** Notes, before leaving for PayPal's approval page (`approvalUrl`), that `subscriptionId` turns renewal on. */
export function rememberRenewalApproval(subscriptionId: string, approvalUrl: string): void {
  try {
    const baToken = new URL(approvalUrl).searchParams.get('ba_token');
    keepTabValue(key, JSON.stringify({ subscriptionId, baToken } satisfies Remembered));
  } catch {
    // Not a URL: nothing is kept, and the return is then handled as any subscription's (as where storage is refused).
  }
}

export interface RenewalApproval {
  /** The subscription whose approval this tab came back from, while it waits to be confirmed. */
  subscriptionId: string | null;
  /** PayPal's cancel return is this tab's approval, cancelled: renewal was not turned on. */
  cancelled: boolean;
  /** Confirmed, cancelled (or given up): forgotten. */
  settle(): void;
}

/**
 * Whether PayPal's return (its `subscription_id`, `fromReturn`) or cancel (its `ba_token`, `fromCancel`) is the
 * renewal this tab turned on.
 */
export function useRenewalApproval(fromReturn: string | null, fromCancel: string | null): RenewalApproval {
  const remembered = read();
  const matches = fromReturn !== null && fromReturn === remembered?.subscriptionId;
  const cancelMatches = fromCancel !== null && fromCancel === remembered?.baToken;
  const [subscriptionId, setSubscriptionId] = useState<string | null>(() => (matches ? fromReturn : null));
  const [cancelled, setCancelled] = useState(cancelMatches);

  useEffect(() => {
    if (matches) setSubscriptionId(fromReturn);
  }, [matches, fromReturn]);

  useEffect(() => {
    if (cancelMatches) setCancelled(true);
  }, [cancelMatches]);

  const settle = useCallback(() => {
    keepTabValue(key, null);
    setSubscriptionId(null);
    setCancelled(false);
  }, []);

  return { subscriptionId, cancelled, settle };
}
