import { useContext } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { appAddresses } from '@guidepass/domain/app-addresses';
import { HeaderActionsContext } from '../../../components/ui/header-actions.ts';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';

/**
 * Adds a My membership link to the header's actions (the brand header, the guide's top bar menu) for a signed-in
 * person with a verified address, whatever the membership. The view itself is loaded only when opened.
 */
export function MembershipHeaderActions({ enabled, current, children }: { enabled: boolean; current: boolean; children: ReactNode }) {
  const outer = useContext(HeaderActionsContext);
  // Always the same provider around the views, so that gaining the link never remounts them.
  return (
    <HeaderActionsContext.Provider
      value={
        enabled ? (
          <>
            <MyMembershipLink current={current} />
            {outer}
          </>
        ) : (
          outer
        )
      }
    >
      {children}
    </HeaderActionsContext.Provider>
  );
}

function MyMembershipLink({ current }: { current: boolean }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    replaceUrl(appAddresses.membership);
  };
  return (
    <a className="header-link" href={appAddresses.membership} aria-current={current ? 'page' : undefined} onClick={open}>
      {uiText.myMembershipEntry}
    </a>
  );
}
