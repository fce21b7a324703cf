import { formatMobileAsTyped } from '@guidepass/domain/botswana-mobile';
import { InvalidFieldContext } from '../../../components/ui/field-problem.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { walletName } from '../../../lib/wallet-name.ts';
import type { MobilePayment } from '../hooks/use-mobile-payment.ts';

/**
 * The number (formatted as the member types it: "71 234 567") and the wallet, among those the account offers
 * (GET /api/payments/{provider}/mobile), never a list of the app's own.
 */
export function MobileMoneyFields({ mobile, operators }: { mobile: MobilePayment; operators: readonly string[] }) {
  return (
    <InvalidFieldContext.Provider value={mobile.phoneProblem ? 'mobile-number' : null}>
      <TextField
        label={uiText.mobileNumberLabel}
        hint={uiText.mobileNumberHint}
        name="mobile-number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={mobile.phone}
        onChange={(event) => mobile.setPhone(formatMobileAsTyped(event.target.value))}
      />
      <fieldset className="choices">
        <legend>{uiText.walletLegend}</legend>
        {operators.map((operator) => (
          <label key={operator} className="choice choice--inline">
            <input type="radio" name="mobile-wallet" value={operator} checked={mobile.operator === operator} onChange={() => mobile.setOperator(operator)} />
            <span>{walletName(operator)}</span>
          </label>
        ))}
      </fieldset>
    </InvalidFieldContext.Provider>
  );
}
