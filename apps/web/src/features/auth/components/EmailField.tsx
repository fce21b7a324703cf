import { accountText } from '@guidepass/texts/en/web/account-text';
import { TextField } from '../../../components/ui/TextField.tsx';

export function EmailField({ value, onChange }: { value: string; onChange(email: string): void }) {
  return <TextField label={accountText.emailLabel} name="email" type="email" required autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />;
}
