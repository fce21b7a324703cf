import { uiText } from '../../../config/missing-messages.ts';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange(password: string): void;
  onConfirmPasswordChange(password: string): void;
}

/** A new password and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ password, confirmPassword, onPasswordChange, onConfirmPasswordChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={uiText.passwordLabel} autoComplete="new-password" minLength={6} value={password} onChange={onPasswordChange} />
      <PasswordField label={uiText.confirmPasswordLabel} autoComplete="new-password" value={confirmPassword} onChange={onConfirmPasswordChange} />
    </>
  );
}
