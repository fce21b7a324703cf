import { useEffect } from 'react';
import { isMembershipActive } from '@guidepass/domain/profile';
import type { Profile } from '@guidepass/domain/profile';
import type { SessionState } from '../../../lib/session/session-types.ts';
import { deleteSavedPages, keepSavedPagesFor } from '../saved-pages.ts';

/**
 * Keeps the saved guide pages in step with the session and the profile this device last read (App calls it once,
 * whatever the view): signed out, or a membership that is over, deletes them; an active member owns them until
 * the end of the membership. A profile still loading or unreadable changes nothing.
 */
export function useSavedGuidePages(session: SessionState['status'], profile: Profile | null): void {
  const member = profile?.uid ?? null;
  const endsAt = profile?.membershipExpiry ?? null;
  const active = profile !== null && isMembershipActive(profile, new Date());

  useEffect(() => {
    if (session === 'signed-out') void deleteSavedPages().catch(() => {});
    else if (session === 'signed-in' && member !== null) {
      const work = active && endsAt !== null ? keepSavedPagesFor({ member, endsAt }) : deleteSavedPages();
      void work.catch(() => {});
    }
  }, [session, member, endsAt, active]);
}
