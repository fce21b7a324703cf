import type { ReactNode } from 'react';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';

interface PaymentPlaceholderViewProps {
  email: string | null;
  salesperson: string | null;
  message: string | null;
  /** Account actions composed by the app (Delete My Account lives in the auth feature). */
  accountActions?: ReactNode;
}

// Stands in for the payment view until payments exist.
export function PaymentPlaceholderView({ email, salesperson, message, accountActions }: PaymentPlaceholderViewProps) {
  return (
    <main className="view">
      <p className="signed-in-as">{email ? uiText.signedInAs(email) : uiText.signedIn}</p>
      {salesperson && <p className="salesperson">{uiText.salespersonLine(salesperson)}</p>}
      <MessageArea message={message} />
      <p>{uiText.paymentsComingSoon}</p>
      <div className="actions">
        <SignOutButton />
        {accountActions}
      </div>
    </main>
  );
}
