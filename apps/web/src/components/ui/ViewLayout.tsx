import { accountText } from '@guidepass/texts/en/web/account-text';
import { appText } from '@guidepass/texts/en/web/app-text';
import { useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { HeaderActionsContext } from './header-actions.ts';
import { Logo } from './Logo.tsx';

interface ViewLayoutProps {
  /** Short views (success, cancelled, errors) centre their text and keep their buttons low, where a thumb is. */
  centered?: boolean;
  className?: string;
  children: ReactNode;
}

/** Every view except the guide: the brand header, then one main column that stays narrow on wide screens. */
export function ViewLayout({ centered = false, className, children }: ViewLayoutProps) {
  const headerActions = useContext(HeaderActionsContext);
  return (
    <div className="page">
      <header className="brand-bar">
        <div className="brand-bar__inner">
          <Logo size={36} />
          <span className="brand-bar__name">{accountText.brandName}</span>
          <span className="brand-bar__tagline">{accountText.brandTagline}</span>
          {headerActions ? <div className="brand-bar__actions">{headerActions}</div> : null}
        </div>
      </header>
      <main className={['view', centered ? 'view--centered' : null, className].filter(Boolean).join(' ')}>{children}</main>
    </div>
  );
}

/**
 * The view's one h1. Focusable from script only (tabIndex -1), so that focus can be moved to it when the view
 * changes (lib/use-focus-heading-on-change.ts) and a screen reader announces where the user now is. It names the
 * browser tab too, so each view (and each step of one) has its own page title.
 */
export function ViewTitle({ children, className }: { children: string; className?: string }) {
  useEffect(() => {
    document.title = appText.pageTitle(children);
  }, [children]);
  return (
    <h1 className={['view__title', className].filter(Boolean).join(' ')} tabIndex={-1}>
      {children}
    </h1>
  );
}
