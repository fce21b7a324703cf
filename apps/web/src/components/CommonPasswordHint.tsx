import { accountMessages } from '@guidepass/texts/en/account-messages';
import { useCommonPassword } from '../lib/use-common-password.ts';

/**
 * Says, before the form is sent, that the new password would be refused as too common. The live region stays in
 * the page (empty when there is nothing to say) so screen readers announce the hint when it appears.
 */
export function CommonPasswordHint({ id, password }: { id: string; password: string }) {
  const common = useCommonPassword(password);
  return (
    <p id={id} className="field__hint field__hint--warning" aria-live="polite">
      {common ? accountMessages.passwordTooCommon : null}
    </p>
  );
}
