import { TextField } from '../../../components/ui/TextField.tsx';

/** The six-digit code from an e-mail; anything but digits is dropped as it is typed. */
export function CodeField({ label, value, onChange }: { label: string; value: string; onChange(code: string): void }) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
