import type { Executor } from '@guidepass/db';

export interface NewPayout {
  salespersonId: string;
  month: string;
  amountThebe: number;
  reference: string;
  /** the calendar date it was paid, `YYYY-MM-DD` */
  paidOn: string;
  recordedBy: string;
}

/** Records a payout; the rollup's trigger adds it to the month's paid out in the same statement. */
export function insertPayout(db: Executor, payout: NewPayout) {
  return db
    .insertInto('salesperson_payouts')
    .values({
      salesperson_id: payout.salespersonId,
      month: payout.month,
      amount_thebe: payout.amountThebe,
      reference: payout.reference,
      paid_on: payout.paidOn,
      recorded_by: payout.recordedBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
