import { useContext } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { HeaderActionsContext } from '../../../components/ui/header-actions.ts';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';

const salesAddress = '/?view=sales';

/**
 * Adds a My sales link to the brand header's actions (beside whatever is there, e.g. Admin) for an account that
 * claimed a salesperson record, whatever its membership. The view itself is loaded only when opened.
 */
export function SalesHeaderActions({ salesperson, children }: { salesperson: boolean; children: ReactNode }) {
  const outer = useContext(HeaderActionsContext);
  // Always the same provider around the views, so that gaining the link (a claim) never remounts them.
  return (
    <HeaderActionsContext.Provider
      value={
        salesperson ? (
          <>
            {outer}
            <MySalesLink />
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

function MySalesLink() {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    replaceUrl(salesAddress);
  };
  return (
    <a className="header-link" href={salesAddress} onClick={open}>
      {uiText.mySalesEntry}
    </a>
  );
}
