import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { uiText } from '../config/missing-messages.ts';
import { Button } from './ui/Button.tsx';

/**
 * Rare actions behind one quiet disclosure (Delete My Account on the verification step, the guide's top bar menu),
 * so that nothing final sits beside the everyday buttons (product.md section 12).
 */
export function AccountMenu({ children, label = uiText.accountMenu }: { children: ReactNode; label?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="account-menu">
      <Button variant="link" className="account-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
