import { useEffect, useRef, useState } from 'react';
import { useSession } from './api-context.tsx';
import { useMarkBusy } from './busy.ts';
import { readPaymentStatus } from './mobile-money-payment.ts';
import { paymentReadDelaysMs } from './payment-read-schedule.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

export type MobileApproval = { status: 'waiting'; secondsLeft: number } | { status: 'captured' } | { status: 'declined' } | { status: 'expired' };

/** How long after the time limit the app stops reading: the worker's last ask comes 30 s after it. */
const graceMs = 30_000;

function approvalOf(status: string): MobileApproval['status'] | null {
  if (status === 'captured' || status === 'refunded') return 'captured';
  if (status === 'failed') return 'declined';
  if (status === 'expired') return 'expired';
  return null;
}

/** Whole seconds from now to a time (none once it has passed). */
export const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * Waits for the member's approval on the phone: reads GET /api/payments/{id} on the payment return's schedule (now,
 * after 3 s, after another 5 s: payment-read-schedule.ts) and then every last pause (5 s) until the
 * payment is final or the time limit (and the worker's grace after it) has passed, with a countdown to the limit.
 * The worker credits the payment whatever happens here: closing the app loses nothing.
 */
export function useMobileApproval(started: MobileMoneyStart | null, delaysMs: readonly number[] = paymentReadDelaysMs): MobileApproval | null {
  const session = useSession();
  const limit = started ? Date.parse(started.expiresAt) : 0;
  const [approval, setApproval] = useState<MobileApproval | null>(null);
  const delays = useRef(delaysMs);
  useMarkBusy(approval?.status === 'waiting');

  useEffect(() => {
    if (!started) return setApproval(null);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setApproval({ status: 'waiting', secondsLeft: secondsUntil(limit) });
    const read = async (step: number) => {
      const status = await readPaymentStatus(session, started.paymentId, controller.signal).then((answer) => approvalOf(answer.status), () => null);
      if (stopped) return;
      if (status) return setApproval({ status } as MobileApproval);
      if (Date.now() > limit + graceMs) return setApproval({ status: 'expired' });
      const pauses = delays.current;
      timer = setTimeout(() => void read(step + 1), pauses[Math.min(step, pauses.length - 1)] ?? 5_000);
    };
    void read(0);
    const ticking = setInterval(() => setApproval((now) => (now?.status === 'waiting' ? { status: 'waiting', secondsLeft: secondsUntil(limit) } : now)), 1_000);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
      clearInterval(ticking);
    };
  }, [session, started, limit]);

  return approval;
}
