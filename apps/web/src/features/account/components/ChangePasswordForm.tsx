import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CommonPasswordHint } from '../../../components/CommonPasswordHint.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';

/** Current password, new password (with the common-password hint) and its confirmation. */
export function ChangePasswordForm({ id }: { id: string }) {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const hintId = useId();
  const titleId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change.submit({ currentPassword, newPassword, confirmPassword }).then((changed) => {
      if (!changed) return;
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
    });
  };

  const password = (label: string, autoComplete: string, value: string, onChange: (value: string) => void, extra: object = {}) => (
    <TextField label={label} type="password" required autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} {...extra} />
  );

  return (
    <section id={id} className="change-password" aria-labelledby={titleId}>
      <h2 id={titleId} className="change-password__title">
        {uiText.changePasswordTitle}
      </h2>
      <SuccessMessage message={change.outcome?.tone === 'success' ? change.outcome.text : null} />
      <MessageArea message={change.outcome?.tone === 'error' ? change.outcome.text : null} />
      <form className="form" onSubmit={submit}>
        {password(uiText.currentPasswordLabel, 'current-password', currentPassword, setCurrentPassword)}
        {password(uiText.newPasswordLabel, 'new-password', newPassword, setNewPassword, { minLength: 6, 'aria-describedby': hintId })}
        <CommonPasswordHint id={hintId} password={newPassword} />
        {password(uiText.confirmNewPasswordLabel, 'new-password', confirmPassword, setConfirmPassword)}
        <Button type="submit" busy={change.busy} busyText={uiText.changingPassword}>
          {uiText.saveNewPassword}
        </Button>
      </form>
    </section>
  );
}
