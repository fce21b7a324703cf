import { messages } from '@guidepass/domain/messages';
import { paymentMethods, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import { messageNamesSupport } from '@guidepass/domain/support';
import { ApiError } from '../../../lib/api-client.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import type { Session } from '../../../lib/session/session-types.ts';
import { providerActions } from '../../../lib/providers/provider-list.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import type { PaymentReturnAddress, PaymentReturnStatus } from '../types/payment-return.ts';
import { confirmsByPaymentId, returnCaptures } from './return-captures.ts';

/** What one run of a provider's return works with; the hook supplies it. */
export interface PaymentReturnRun {
  session: Session;
  /** Shows the return's progress (ignored once the hook's component is gone). */
  show(next: PaymentReturnStatus): void;
  /** False once the hook's component is gone: nothing more is waited for. */
  mounted(): boolean;
  /**
   * False once the member has left the return's address (Open the guide on a success view that a first profile read
   * showed before the capture answered): the address is theirs then, and a late success must not take them back.
   */
  stillAtReturn(): boolean;
  /** Reads the profile again and answers whether the membership is active now. */
  recheckMembership(): Promise<boolean>;
  /** Pauses between the profile reads that wait for a payment to land, after the first read. */
  verifyDelaysMs(): readonly number[];
  /** Told as soon as the server says the payment is captured, before the profile is read again. */
  onCaptured(): void;
}

export const idle: PaymentReturnStatus = { message: null, capturing: false, verifying: null };

// The success view needs `payment=success` to stay in the address; the provider's ids are dropped once
// spent so that a reload does not capture again. An unfinished verification keeps them: the advice
// is to refresh, and a refresh should retry the capture.
const settledSuccessUrl = '/?payment=success';

/**
 * Handles a provider's return (original-spec.md section 4): confirms the `paymentId` of a provider whose return names
 * our payment (our own id: the server asks the provider about the checkout or token it stored), or has the provider
 * whose own ids the return carries capture it (lib/providers: PayPal's order `token`, or its subscription's
 * `subscription_id`, product.md §8, which answers like a capture), then re-reads the profile; `payment=success` alone
 * re-reads the profile on the verification schedule.
 */
export function runPaymentReturn(address: PaymentReturnAddress, active: boolean, run: PaymentReturnRun): void {
  // Already active: the payment was credited before the browser came back (a webhook won the race). A return with an
  // id to capture is captured all the same, whichever answer came first: a renewing member is active already, and an
  // order a webhook captured is answered as captured.
  if (active && !returnCaptures(address)) return replaceUrl(settledSuccessUrl);

  const { method, paymentId } = address;
  const own = ownReturn(address);
  if (confirmsByPaymentId(method)) {
    if (!paymentId) fail(run, messages.noValidPaymentId);
    else void capture(run, () => confirmPayment(run.session, method, paymentId));
  } else if (own !== null) {
    if (own.id === '') fail(run, messages.noValidPaymentId);
    else void capture(run, () => captureOwnReturn(run.session, own.method, address));
  } else {
    // The first profile read is the one that made this view: it counts as the read "now".
    void verify(run, false);
  }
}

/** The provider whose own ids the return carries, with the id (empty: a broken one); null when it carries none. */
function ownReturn(address: PaymentReturnAddress): { method: PaymentMethod; id: string } | null {
  for (const method of paymentMethods) {
    const id = providerFacts(method).returnsOwnIds ? (providerActions(method).ownReturnId?.(address) ?? null) : null;
    if (id !== null) return { method, id };
  }
  return null;
}

// The provider whose own ids the return carries captures it with its own call (provider-list.ts: providerActions).
async function captureOwnReturn(session: Session, method: PaymentMethod, address: PaymentReturnAddress): Promise<CaptureAnswer> {
  const captureReturn = providerActions(method).captureReturn;
  if (!captureReturn) throw new Error(`${method} has no return of its own`);
  return captureReturn(session, address);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Reads the profile until the membership shows up or the schedule runs out.
async function verify(run: PaymentReturnRun, readFirst: boolean): Promise<void> {
  const delays = run.verifyDelaysMs();
  const steps = delays.length + 1;
  let step = 1;
  run.show({ message: null, capturing: false, verifying: { step, steps } });
  if (readFirst && (await run.recheckMembership())) return succeed(run);
  for (const delay of delays) {
    await sleep(delay);
    if (!run.mounted()) return;
    step += 1;
    run.show({ message: null, capturing: false, verifying: { step, steps } });
    if (await run.recheckMembership()) return succeed(run);
  }
  run.show({ message: messages.paymentVerificationSlow, informational: true, capturing: false, verifying: null });
}

function succeed(run: PaymentReturnRun): void {
  if (run.stillAtReturn()) replaceUrl(settledSuccessUrl);
  run.show(idle);
}

function fail(run: PaymentReturnRun, message: string, support = false): void {
  replaceUrl('/');
  run.show({ message, support, capturing: false, verifying: null });
}

async function capture(run: PaymentReturnRun, call: () => Promise<CaptureAnswer>): Promise<void> {
  run.show({ message: messages.paymentReceivedCapturing, informational: true, capturing: true, verifying: null });
  let answer: CaptureAnswer;
  try {
    answer = await call();
  } catch (error) {
    return fail(run, messages.captureError(error instanceof ApiError ? error.message : undefined));
  }
  if (!run.mounted()) return;
  if (answer.success) {
    run.onCaptured();
    if (await run.recheckMembership()) return succeed(run);
    replaceUrl('/');
    return run.show(idle);
  }
  if (answer.status === 'pending') return verify(run, true);
  fail(run, messages.captureFailed, messageNamesSupport('captureFailed'));
}
