import { TextField } from '../../../components/ui/TextField.tsx';

interface PasswordFieldProps {
  label: string;
  /** The field's name in its form (a problem names the field to mark and focus). */
  name: string;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  value: string;
  onChange(password: string): void;
  /** The id of a hint about this field (the common-password hint). */
  describedBy?: string;
}

export function PasswordField({ label, name, autoComplete, minLength, value, onChange, describedBy }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      required
      minLength={minLength}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
