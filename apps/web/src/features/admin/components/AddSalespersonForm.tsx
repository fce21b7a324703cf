import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { createSalesperson } from '../api/create-salesperson.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/** Creates a salesperson record from a first and last name, and shows the referral code it got. */
export function AddSalespersonForm({ onAdded }: { onAdded(): void }) {
  const session = useSession();
  const action = useAdminAction();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const titleId = useId();
  const outcomeId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (!names.firstName || !names.lastName) return action.refuse(adminUiText.namesRequired);
    const added = await action.run(
      () => createSalesperson(session, names),
      (created) => adminUiText.salespersonAdded(created.fullName, created.referralCode),
    );
    if (!added) return;
    setFirstName('');
    setLastName('');
    onAdded();
  };

  return (
    <form className="form admin-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={titleId}>{adminUiText.addSalespersonTitle}</h3>
      <TextField label={adminUiText.firstNameLabel} name="firstName" autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} aria-describedby={outcomeId} />
      <TextField label={adminUiText.lastNameLabel} name="lastName" autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} aria-describedby={outcomeId} />
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      <Button type="submit" busy={action.busy} busyText={adminUiText.adding}>
        {adminUiText.addSalesperson}
      </Button>
    </form>
  );
}
