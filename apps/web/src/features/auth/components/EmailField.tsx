import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';

export function EmailField({ value, onChange }: { value: string; onChange(email: string): void }) {
  return <TextField label={uiText.emailLabel} name="email" type="email" required autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />;
}
