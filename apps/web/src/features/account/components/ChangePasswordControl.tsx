import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** A small "Change password" button among the account actions that opens the form below it. */
export function ChangePasswordControl() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="change-password-control">
      <Button variant="secondary" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
        {uiText.openChangePassword}
      </Button>
      {open ? <ChangePasswordForm id={formId} /> : null}
    </div>
  );
}
