import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { paymentMethods } from '@guidepass/domain/tiers';
import type { PaymentMethod } from '@guidepass/domain/tiers';
import { Button } from '../../../components/ui/Button.tsx';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';

/** 1 week now with PayPal or Yoco (those configured; both offered when that is unknown). */
export function RenewNowForm({ providers, busy, onRenew }: { providers: Record<PaymentMethod, boolean> | null; busy: boolean; onRenew(method: PaymentMethod): void }) {
  const titleId = useId();
  const offered = (method: PaymentMethod) => providers === null || providers[method];
  const [chosen, setChosen] = useState<PaymentMethod>('paypal');
  const method = offered(chosen) ? chosen : (paymentMethods.find(offered) ?? chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onRenew(method);
  };

  return (
    <form className="form renew-now" aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId}>{uiText.renewNowTitle}</h3>
      <p className="note">{uiText.renewNowNote}</p>
      <fieldset className="choices">
        <legend>{uiText.methodLegend}</legend>
        {paymentMethods.map((m) => (
          <label key={m} className="choice choice--inline">
            <input type="radio" name="renew-method" value={m} checked={method === m} disabled={!offered(m)} onChange={() => setChosen(m)} />
            <span>{methodLabels[m]}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={busy} busyText={uiText.renewingStarting}>
        {uiText.renewWith(methodLabels[method])}
      </Button>
    </form>
  );
}
