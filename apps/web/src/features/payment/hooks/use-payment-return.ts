import { useEffect, useRef, useState } from 'react';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import { useMarkBusy } from '../../../lib/busy.ts';
import { paymentReadDelaysMs } from '../../../lib/payment-read-schedule.ts';
import type { PaymentReturnAddress, PaymentReturnStatus } from '../types/payment-return.ts';
import { idle, runPaymentReturn } from '../utils/run-payment-return.ts';

export interface PaymentTimings {
  /**
   * Pauses between the profile reads that wait for a payment to land, after the first read.
   * The original reads now, after 3 s and after another 5 s.
   */
  verifyDelaysMs: readonly number[];
  /** How long the success view stays before the guide opens by itself (hooks/use-open-guide-soon.ts). */
  openGuideAfterMs?: number;
}

export const defaultPaymentTimings: PaymentTimings = { verifyDelaysMs: paymentReadDelaysMs };

interface PaymentReturnOptions {
  /** Null when the address is not a provider's return. */
  address: PaymentReturnAddress | null;
  /**
   * True once someone verified is signed in and, unless the return carries an id to capture
   * (utils/return-captures.ts: returnCaptures), the first profile read has answered.
   */
  ready: boolean;
  /** Whether the first profile read, if it has answered, showed an active membership. */
  active: boolean;
  /** Reads the profile again and answers whether the membership is active now. */
  recheckMembership(): Promise<boolean>;
  /** Told as soon as the payment is captured (the guide's pass can then be asked for). */
  onCaptured?(): void;
  timings?: PaymentTimings;
}

/**
 * Handles, once per page load, the address a payment provider sends the browser back to
 * (utils/run-payment-return.ts), once someone verified is signed in with a session confirmed by the server.
 */
export function usePaymentReturn({ address, ready, active, recheckMembership, onCaptured, timings }: PaymentReturnOptions): PaymentReturnStatus {
  const session = useSession();
  const sessionState = useSessionState();
  // A session opened offline has no token yet: capturing now would fail and spend the provider's ids.
  const confirmed = sessionState.status === 'signed-in' && !sessionState.offline;
  const [status, setStatus] = useState<PaymentReturnStatus>(idle);
  // A reload (the update prompt's) would interrupt the capture or the verification.
  useMarkBusy(status.capturing || status.verifying !== null);
  const handled = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ address, recheckMembership, onCaptured, timings: timings ?? defaultPaymentTimings });
  useEffect(() => {
    latest.current = { address, recheckMembership, onCaptured, timings: timings ?? defaultPaymentTimings };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // The capture must not run twice for one return: the ref survives React's development double effect,
    // and the flow is deliberately not cancelled by that effect's clean-up.
    if (!ready || !confirmed || handled.current) return;
    handled.current = true;

    const returned = latest.current.address;
    if (returned === null) return;

    runPaymentReturn(returned, active, {
      session,
      show: (next) => {
        if (mounted.current) setStatus(next);
      },
      mounted: () => mounted.current,
      stillAtReturn: () => latest.current.address !== null,
      recheckMembership: () => latest.current.recheckMembership(),
      verifyDelaysMs: () => latest.current.timings.verifyDelaysMs,
      onCaptured: () => latest.current.onCaptured?.(),
    });
  }, [ready, confirmed, active, session]);

  return status;
}
