import { messages } from '@guidepass/domain/messages';
import type { TierOffer } from '@guidepass/domain/payments';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';
import { TierCard } from './TierCard.tsx';

// The payment form's smaller parts (PaymentView.tsx): the tiers, the methods, and what shows when the tiers cannot be read.

export function TiersError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="form">
      <MessageArea message={message} />
      <Button variant="secondary" onClick={onRetry}>
        {uiText.retry}
      </Button>
    </div>
  );
}

export function TierChoice({ offers, method, methodName, tierId, onChoose }: { offers: TierOffer[]; method: PaymentMethod; methodName: string; tierId: TierId | null; onChoose(id: TierId): void }) {
  return (
    <fieldset className="choices">
      <legend>{uiText.tierLegend}</legend>
      {offers.map((tier) => (
        <TierCard key={tier.id} tier={tier} method={method} methodName={methodName} checked={tierId === tier.id} onChoose={() => onChoose(tier.id)} />
      ))}
    </fieldset>
  );
}

export function OfflinePayButton({ id, method }: { id: string; method: PaymentMethod }) {
  return (
    <div className="form">
      <Button type="button" unavailable aria-describedby={id}>
        {uiText.payWith(methodLabels[method])}
      </Button>
      <NeedsConnection id={id} />
    </div>
  );
}

/** Mobile money as a choice of its own beside the providers (product.md §13), when the account offers wallets. */
export interface MobileChoice {
  offered: boolean;
  chosen: boolean;
  onChoose(): void;
}

/** The methods in the order to list them: pula ways first for Local (product.md §17, selected-way.ts methodOrder). */
export interface MethodOrder {
  mobileFirst: boolean;
  methods: readonly PaymentMethod[];
}

export function MethodChoice({ method, order, providers, onChoose, mobile }: { method: PaymentMethod; order: MethodOrder; providers: Record<PaymentMethod, boolean>; onChoose(method: PaymentMethod): void; mobile: MobileChoice }) {
  const mobileChoice = mobile.offered ? (
    <label className="choice choice--inline">
      <input type="radio" name="payment-method" value="mobile-money" checked={mobile.chosen} onChange={mobile.onChoose} />
      <span>{uiText.mobileMoney}</span>
    </label>
  ) : null;
  return (
    <fieldset className="choices">
      <legend>{uiText.methodLegend}</legend>
      {order.mobileFirst ? mobileChoice : null}
      {order.methods.map((m) => (
        <label key={m} className="choice choice--inline">
          <input
            type="radio"
            name="payment-method"
            value={m}
            checked={!mobile.chosen && method === m}
            disabled={!providers[m]}
            onChange={() => onChoose(m)}
          />
          <span>{methodLabels[m]}</span>
        </label>
      ))}
      {order.mobileFirst ? null : mobileChoice}
    </fieldset>
  );
}

/** Why the pay button is disabled while the device has no network. */
export function NeedsConnection({ id }: { id: string }) {
  return (
    <p className="note" id={id}>
      {messages.paymentsNeedConnection}
    </p>
  );
}
