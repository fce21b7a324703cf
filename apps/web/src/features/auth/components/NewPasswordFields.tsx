import { accountText } from '@guidepass/texts/en/web/account-text';
import { useId } from 'react';
import { CommonPasswordHint } from '../../../components/CommonPasswordHint.tsx';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange(password: string): void;
  onConfirmPasswordChange(password: string): void;
}

/** Field names in their form, for the problems that point at one of them. */
export const newPasswordFieldNames = { password: 'password', confirmPassword: 'confirmPassword' } as const;

/** A new password, the hint when it is too common, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ password, confirmPassword, onPasswordChange, onConfirmPasswordChange }: NewPasswordFieldsProps) {
  const hintId = useId();
  return (
    <>
      <PasswordField
        label={accountText.passwordLabel}
        name={newPasswordFieldNames.password}
        autoComplete="new-password"
        minLength={6}
        value={password}
        onChange={onPasswordChange}
        describedBy={hintId}
      />
      <CommonPasswordHint id={hintId} password={password} />
      <PasswordField
        label={accountText.confirmPasswordLabel}
        name={newPasswordFieldNames.confirmPassword}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
      />
    </>
  );
}

/** The new-password field a server's refusal points at. */
export function newPasswordFieldFor(reason: string | undefined): string | null {
  if (reason === 'passwords-do-not-match') return newPasswordFieldNames.confirmPassword;
  if (reason === 'password-too-common' || reason === 'weak-password') return newPasswordFieldNames.password;
  return null;
}
