import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { monthPattern } from '@guidepass/domain/gaborone-month';
import { formatPula } from '@guidepass/texts/format';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useSession } from '../../../lib/api-context.tsx';
import { recordPayout } from '../api/record-payout.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { monthLabel } from '../../../lib/months.ts';
import { parsePula } from '../utils/pula.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const monthFormat = new RegExp(monthPattern);

/** Records money paid to the salesperson for a Gaborone month (the month on show, unless changed). */
export function PayoutForm({ salespersonId, fullName, month, onRecorded }: { salespersonId: string; fullName: string; month: string; onRecorded(): void }) {
  const session = useSession();
  const action = useAdminAction();
  const [payoutMonth, setPayoutMonth] = useState(month);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const titleId = useId();
  const outcomeId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountThebe = parsePula(amount);
    const chosenMonth = payoutMonth.trim();
    if (amountThebe === null || !monthFormat.test(chosenMonth) || reference.trim() === '') return action.refuse(adminUiText.payoutInvalid);
    const recorded = await action.run(
      () => recordPayout(session, salespersonId, { month: chosenMonth, amountThebe, reference: reference.trim() }),
      () => adminUiText.payoutRecorded(formatPula(amountThebe), monthLabel(chosenMonth)),
    );
    if (!recorded) return;
    setAmount('');
    setReference('');
    onRecorded();
  };

  return (
    <form className="form admin-form" aria-label={adminUiText.formFor(adminUiText.payoutTitle, fullName)} onSubmit={(event) => void submit(event)} noValidate>
      <h4 id={titleId}>{adminUiText.payoutTitle}</h4>
      <TextField label={adminUiText.payoutMonthLabel} name="month" inputMode="numeric" autoComplete="off" value={payoutMonth} onChange={(e) => setPayoutMonth(e.target.value)} aria-describedby={outcomeId} />
      <TextField label={adminUiText.payoutAmountLabel} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby={outcomeId} />
      <TextField label={adminUiText.payoutReferenceLabel} name="reference" autoComplete="off" maxLength={200} value={reference} onChange={(e) => setReference(e.target.value)} aria-describedby={outcomeId} />
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      <Button type="submit" variant="secondary" busy={action.busy} busyText={adminUiText.recordingPayout}>
        {adminUiText.recordPayout}
      </Button>
    </form>
  );
}
