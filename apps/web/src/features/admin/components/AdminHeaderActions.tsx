import type { MouseEvent, ReactNode } from 'react';
import { HeaderActionsContext } from '../../../components/ui/header-actions.ts';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { AdminStatusContext } from '../admin-status-context.ts';
import { useAdminStatus } from '../hooks/use-admin-status.ts';

const adminAddress = '/?view=admin';

/**
 * Puts an Admin link in the brand header of every view, for administrators only, and tells the views whether the
 * person is one (AdminStatusContext). Wraps the views once (in App), so that the answer of GET /api/admin/status
 * outlives view changes.
 */
export function AdminHeaderActions({ children }: { children: ReactNode }) {
  const admin = useAdminStatus();
  return (
    <AdminStatusContext.Provider value={admin}>
      <HeaderActionsContext.Provider value={admin ? <AdminLink /> : null}>{children}</HeaderActionsContext.Provider>
    </AdminStatusContext.Provider>
  );
}

function AdminLink() {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    replaceUrl(adminAddress);
  };
  return (
    <a className="header-link" href={adminAddress} onClick={open}>
      {uiText.adminEntry}
    </a>
  );
}
