import { useEffect } from 'react';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { errorNamesSupport } from '../../../lib/error-names-support.ts';
import { getMembership, type Membership } from '../api/get-membership.ts';
import { getTiers } from '../../../lib/get-tiers.ts';
import { useRetryingRead } from '../../../lib/use-retrying-read.ts';

/**
 * The tiers as My membership needs them: names by id, the configured providers and those that charge a phone (null
 * when they could not be read).
 */
export type TierFacts = Pick<TiersAnswer, 'tiers' | 'providers' | 'mobileMoney'> | null;

export type MembershipRead =
  | { status: 'loading' }
  | { status: 'loaded'; membership: Membership; tiers: TierFacts }
  | { status: 'error'; message: string; support: boolean; offline: boolean };

/**
 * Reads GET /api/membership (and, beside it, GET /api/tiers for the names and providers; a failed tiers read only
 * costs the names) once `enabled`. `reload()` reads again after a change; a failed read is retried when the network
 * comes back.
 */
export function useMembership(enabled = true): { read: MembershipRead; reload(): void } {
  const session = useSession();
  const { read, setRead, attempt, reload, retry } = useRetryingRead<MembershipRead>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const tiers = getTiers(session, controller.signal).catch(() => null);
    getMembership(session, controller.signal).then(
      async (membership) => {
        const facts = await tiers;
        if (!controller.signal.aborted) setRead({ status: 'loaded', membership, tiers: facts });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ status: 'error', message: errorMessage(error), support: errorNamesSupport(error), offline: !navigator.onLine });
      },
    );
    return () => controller.abort();
  }, [session, attempt, enabled, setRead]);

  return { read, reload: read.status === 'error' ? retry : reload };
}
