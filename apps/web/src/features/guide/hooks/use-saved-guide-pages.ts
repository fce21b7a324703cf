import { useEffect } from 'react';
import { isMembershipActive } from '@guidepass/domain/profile';
import type { Profile } from '@guidepass/domain/profile';
import type { SessionState } from '../../../lib/session/session-types.ts';

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
    // Loaded when needed: the first view's JavaScript stays the sign-up form's (product.md §19).
    const savedPages = () => import('../saved-pages.ts');
    if (session === 'signed-out') void savedPages().then(({ deleteSavedPages }) => deleteSavedPages()).catch(() => {});
    else if (session === 'signed-in' && member !== null) {
      const work = savedPages().then(({ deleteSavedPages, keepSavedPagesFor }) =>
        active && endsAt !== null ? keepSavedPagesFor({ member, endsAt }) : deleteSavedPages(),
      );
      void work.catch(() => {});
    }
  }, [session, member, endsAt, active]);
}
