import { useId } from 'react';
import { CommonPasswordHint } from '../../../components/CommonPasswordHint.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange(password: string): void;
  onConfirmPasswordChange(password: string): void;
}

/** A new password, the hint when it is too common, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ password, confirmPassword, onPasswordChange, onConfirmPasswordChange }: NewPasswordFieldsProps) {
  const hintId = useId();
  return (
    <>
      <PasswordField label={uiText.passwordLabel} autoComplete="new-password" minLength={6} value={password} onChange={onPasswordChange} describedBy={hintId} />
      <CommonPasswordHint id={hintId} password={password} />
      <PasswordField label={uiText.confirmPasswordLabel} autoComplete="new-password" value={confirmPassword} onChange={onConfirmPasswordChange} />
    </>
  );
}
