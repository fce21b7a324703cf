import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { readFirstViewData } from '../../../lib/first-view-data.ts';
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
  // The server already said whom the link names in the page (product.md §19): start from it, ask nothing.
  const [answer, setAnswer] = useState<{ code: string; referral: Referral } | null>(() => filledByServer(linkCode));
  const [filled] = useState(() => answer);
  const filledCode = filled?.code ?? null;

  useEffect(() => {
    // A code the server found no one for is not kept, as when the app asks itself.
    if (linkCode !== null) rememberReferralCode(filled?.code === linkCode && filled.referral.status === 'unknown' ? null : linkCode);
  }, [linkCode, filled]);

  useEffect(() => {
    if (code === null || code === filledCode) return;
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
  }, [client, code, filledCode]);

  const forget = useCallback(() => {
    rememberReferralCode(null);
    setCode(null);
  }, []);

  const referral: Referral = code === null ? { status: 'none' } : answer !== null && answer.code === code ? answer.referral : { status: 'checking', code };
  return { referral, drop: forget, used: forget };
}

function filledByServer(linkCode: string | null): { code: string; referral: Referral } | null {
  const filled = readFirstViewData().referral;
  if (linkCode === null || filled?.code !== linkCode) return null;
  const referral: Referral = filled.fullName === null ? { status: 'unknown', code: linkCode } : { status: 'found', code: linkCode, fullName: filled.fullName };
  return { code: linkCode, referral };
}
