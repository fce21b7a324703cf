import { TextField } from '../../../components/ui/TextField.tsx';

interface PasswordFieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  value: string;
  onChange(password: string): void;
}

export function PasswordField({ label, autoComplete, minLength, value, onChange }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      required
      minLength={minLength}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
