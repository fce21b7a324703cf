import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { rememberReferralCode, rememberedReferralCode } from '../../../lib/remembered-referral.ts';
import { getReferralSalesperson } from '../api/get-referral-salesperson.ts';

/** Whom the referral code this tab came with names: none, being asked, found, no one, or not known (offline…). */
export type Referral =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'found'; code: string; fullName: string }
  | { status: 'unknown'; code: string }
  | { status: 'unchecked'; code: string };

export interface ReferralState {
  referral: Referral;
  /** "Not your salesperson?": the code is dropped (and forgotten), the name fields open. */
  drop(): void;
  /** The account has the code (created with it): forget it. */
  used(): void;
}

/**
 * The referral code of a salesperson's link (`/?ref=CODE`, or the one this tab remembered: it survives verification
 * and the Google/Facebook round trip), looked up once: sign-up then shows "Sold by <full name>".
 */
export function useReferral(linkCode: string | null): ReferralState {
  const client = useApiClient();
  const [code, setCode] = useState<string | null>(() => linkCode ?? rememberedReferralCode());
  const [answer, setAnswer] = useState<{ code: string; referral: Referral } | null>(null);

  useEffect(() => {
    if (linkCode !== null) rememberReferralCode(linkCode);
  }, [linkCode]);

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    getReferralSalesperson(client, code, controller.signal).then(
      ({ fullName }) => setAnswer({ code, referral: { status: 'found', code, fullName } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const unknown = error instanceof ApiError && error.status === 404;
        // An unknown code is forgotten; one that could not be checked is still sent and the server decides.
        if (unknown) rememberReferralCode(null);
        setAnswer({ code, referral: unknown ? { status: 'unknown', code } : { status: 'unchecked', code } });
      },
    );
    return () => controller.abort();
  }, [client, code]);

  const forget = useCallback(() => {
    rememberReferralCode(null);
    setCode(null);
  }, []);

  const referral: Referral = code === null ? { status: 'none' } : answer !== null && answer.code === code ? answer.referral : { status: 'checking', code };
  return { referral, drop: forget, used: forget };
}
