import { useEffect, useRef, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import { useMarkBusy } from '../../../lib/busy.ts';
import { replaceUrl } from '../../../lib/location.ts';
import { capturePaypalOrder } from '../api/capture-paypal-order.ts';
import { captureYocoPayment } from '../api/capture-yoco-payment.ts';

export interface PaymentTimings {
  /**
   * Pauses between the profile reads that wait for a payment to land, after the first read.
   * The original reads now, after 3 s and after another 5 s.
   */
  verifyDelaysMs: readonly number[];
}

export const defaultPaymentTimings: PaymentTimings = { verifyDelaysMs: [3_000, 5_000] };

export interface PaymentReturnStatus {
  /** What to tell the user about the return (capturing, a failure, a slow verification). */
  message: string | null;
  /** Set while the capture call runs. */
  capturing: boolean;
  /** Set while the profile is being re-read to see the payment land: read `step` of `steps`. */
  verifying: { step: number; steps: number } | null;
}

interface PaymentReturnOptions {
  /** True once someone verified is signed in and the first profile read has answered. */
  ready: boolean;
  /** Whether that first read already showed an active membership. */
  active: boolean;
  /** Reads the profile again and answers whether the membership is active now. */
  recheckMembership(): Promise<boolean>;
  timings?: PaymentTimings;
}

const idle: PaymentReturnStatus = { message: null, capturing: false, verifying: null };

// The success view needs `payment=success` to stay in the address; the provider's ids are dropped once
// spent so that a reload does not capture again. An unfinished verification keeps them: the advice
// is to refresh, and a refresh should retry the capture.
const settledSuccessUrl = '/?payment=success';

/**
 * Handles, once per page load, the address a payment provider sends the browser back to
 * (original-spec.md section 4): captures PayPal's `token` or Yoco's `paymentId`, then re-reads the profile;
 * `payment=success` alone re-reads the profile now, after 3 s and after another 5 s.
 */
export function usePaymentReturn({ ready, active, recheckMembership, timings }: PaymentReturnOptions): PaymentReturnStatus {
  const session = useSession();
  const sessionState = useSessionState();
  // A session opened offline has no token yet: capturing now would fail and spend the provider's ids.
  const confirmed = sessionState.status === 'signed-in' && !sessionState.offline;
  const [status, setStatus] = useState<PaymentReturnStatus>(idle);
  // A reload (the update prompt's) would interrupt the capture or the verification.
  useMarkBusy(status.capturing || status.verifying !== null);
  const handled = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ recheckMembership, timings: timings ?? defaultPaymentTimings });
  useEffect(() => {
    latest.current = { recheckMembership, timings: timings ?? defaultPaymentTimings };
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

    const { pathname, search } = window.location;
    const params = new URLSearchParams(search);
    if (pathname.includes('payment-cancel') || params.get('payment') !== 'success') return;

    const show = (next: PaymentReturnStatus) => {
      if (mounted.current) setStatus(next);
    };
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

    // Reads the profile until the membership shows up or the schedule runs out.
    const verify = async (readFirst: boolean) => {
      const { verifyDelaysMs } = latest.current.timings;
      const steps = verifyDelaysMs.length + 1;
      let step = 1;
      show({ message: null, capturing: false, verifying: { step, steps } });
      if (readFirst && (await latest.current.recheckMembership())) return succeed();
      for (const delay of verifyDelaysMs) {
        await sleep(delay);
        if (!mounted.current) return;
        step += 1;
        show({ message: null, capturing: false, verifying: { step, steps } });
        if (await latest.current.recheckMembership()) return succeed();
      }
      show({ message: messages.paymentVerificationSlow, capturing: false, verifying: null });
    };

    const succeed = () => {
      replaceUrl(settledSuccessUrl);
      show(idle);
    };

    const fail = (message: string) => {
      replaceUrl('/');
      show({ message, capturing: false, verifying: null });
    };

    const capture = async (call: () => Promise<CaptureAnswer>) => {
      show({ message: messages.paymentReceivedCapturing, capturing: true, verifying: null });
      let answer: CaptureAnswer;
      try {
        answer = await call();
      } catch (error) {
        return fail(messages.captureError(error instanceof ApiError ? error.message : undefined));
      }
      if (!mounted.current) return;
      if (answer.success) {
        if (await latest.current.recheckMembership()) return succeed();
        replaceUrl('/');
        return show(idle);
      }
      if (answer.status === 'pending') return verify(true);
      fail(messages.captureFailed);
    };

    // Already active: the payment was credited before the browser came back (a webhook won the race).
    if (active) {
      replaceUrl(settledSuccessUrl);
      return;
    }

    const token = params.get('token');
    const paymentId = params.get('paymentId');
    if (params.get('method') === 'yoco') {
      if (!paymentId) fail(messages.noValidPaymentId);
      else void capture(() => captureYocoPayment(session, paymentId));
    } else if (token !== null) {
      if (token === '') fail(messages.noValidPaymentId);
      else void capture(() => capturePaypalOrder(session, token));
    } else {
      // The first profile read is the one that made this view: it counts as the read "now".
      void verify(false);
    }
  }, [ready, confirmed, active, session]);

  return status;
}
