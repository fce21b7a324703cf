import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { NextPurchase } from '@guidepass/domain/purchase';
import { defaultPaymentMethod, paymentMethods, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { Button } from '../../../components/ui/Button.tsx';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

interface RenewNowFormProps {
  providers: Record<PaymentMethod, boolean> | null;
  /** What this purchase charges (the server's word: 1 week while active, else 2); null when unknown. */
  purchase: NextPurchase | null;
  busy: boolean;
  /** The method to start with (the reminder's link names the member's last); the default one otherwise. */
  preferredMethod?: PaymentMethod | null;
  /** false: the member's own way alone, as the one primary action (product.md §17); the others are behind "Pay another way" */
  choices?: boolean;
  onRenew(method: PaymentMethod): void;
}

/**
 * Renew now with PayPal or Yoco (those configured; both offered when that is unknown), saying what the chosen one
 * charges before the member leaves for it.
 */
export function RenewNowForm({ providers, purchase, busy, preferredMethod = null, choices = true, onRenew }: RenewNowFormProps) {
  const titleId = useId();
  const chargeId = useId();
  const offered = (method: PaymentMethod) => providers === null || providers[method];
  const [chosen, setChosen] = useState<PaymentMethod>(preferredMethod ?? defaultPaymentMethod);
  const method = offered(chosen) ? chosen : (paymentMethods.find(offered) ?? chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onRenew(method);
  };

  return (
    <form className="form renew-now" aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId}>{membershipUiText.renewNowTitle}</h3>
      <p className="note">{purchase?.kind === 'first' ? membershipUiText.renewNowFirstNote : membershipUiText.renewNowNote}</p>
      {choices ? (
        <fieldset className="choices">
          <legend>{uiText.methodLegend}</legend>
          {paymentMethods.map((m) => (
            <label key={m} className="choice choice--inline">
              <input type="radio" name="renew-method" value={m} checked={method === m} disabled={!offered(m)} onChange={() => setChosen(m)} />
              <span>{methodLabels[m]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {purchase ? (
        <p className="renew-now__charge" id={chargeId}>
          {membershipUiText.renewNowCharge(purchase.charge[method].label, purchase.weeks, purchase.total)}
        </p>
      ) : null}
      <Button type="submit" busy={busy} busyText={membershipUiText.renewingStarting} aria-describedby={purchase ? chargeId : undefined}>
        {membershipUiText.renewWith(methodLabels[method])}
      </Button>
    </form>
  );
}
