import { useEffect } from 'react';
import type { SessionState } from '../../../lib/session/session-types.ts';
import { forgetMySales } from '../sales-cache.ts';

/** Signed out (or the session ended), the figures kept on this device for My sales are deleted. */
export function useForgetSalesAtSignOut(session: SessionState['status']): void {
  useEffect(() => {
    if (session === 'signed-out') forgetMySales();
  }, [session]);
}
