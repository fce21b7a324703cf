import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { inviteSalesperson } from '../api/invite-salesperson.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/** Mails the salesperson a link to claim the record with their own account. */
export function InviteForm({ salespersonId, fullName, onInvited }: { salespersonId: string; fullName: string; onInvited(): void }) {
  const session = useSession();
  const action = useAdminAction();
  const [email, setEmail] = useState('');
  const titleId = useId();
  const outcomeId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return action.refuse(adminUiText.inviteEmailMissing);
    if (await action.run(() => inviteSalesperson(session, salespersonId, address), () => adminUiText.inviteSent(address))) onInvited();
  };

  return (
    <form className="form admin-form" aria-label={adminUiText.formFor(adminUiText.inviteTitle, fullName)} onSubmit={(event) => void submit(event)} noValidate>
      <h4 id={titleId}>{adminUiText.inviteTitle}</h4>
      <TextField label={adminUiText.inviteEmailLabel} name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={outcomeId} />
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      <Button type="submit" variant="secondary" busy={action.busy} busyText={adminUiText.sendingInvite}>
        {adminUiText.sendInvite}
      </Button>
    </form>
  );
}
