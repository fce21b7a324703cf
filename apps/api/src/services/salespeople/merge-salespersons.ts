import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { rebuildSalesRollupFor } from '@guidepass/payments/sales-rollup';
import { MergeClaimedRecord, MergeIntoItself, SalespersonNotFound } from '../../errors.ts';

/**
 * Merges one salesperson record into another (product.md §9): its members (with the kept record's names), sales and
 * payouts move, the record is deleted with its invites, and an audit row keeps what it was, where it went and who
 * merged. A record someone claimed is not merged away (its code is shared): merge the other one into it instead.
 * One transaction; both records locked in id order so two merges cannot wait on each other.
 */
export async function mergeSalespersons(db: Db, mergedId: string, intoId: string, mergedBy: string) {
  if (mergedId === intoId) throw new MergeIntoItself();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('salespersons')
      .select(['id', 'first_name', 'last_name', 'full_name', 'referral_code', 'user_id'])
      .where('id', 'in', [mergedId, intoId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const merged = rows.find((row) => row.id === mergedId);
    const into = rows.find((row) => row.id === intoId);
    if (!merged || !into) throw new SalespersonNotFound();
    if (merged.user_id) throw new MergeClaimedRecord();

    const users = await trx
      .updateTable('users')
      .set({ salesperson_id: into.id, salesperson_first_name: into.first_name, salesperson_last_name: into.last_name, salesperson_full_name: into.full_name })
      .where('salesperson_id', '=', merged.id)
      .executeTakeFirst();
    const payments = await trx.updateTable('payments').set({ salesperson_id: into.id }).where('salesperson_id', '=', merged.id).executeTakeFirst();
    await trx.updateTable('salesperson_payouts').set({ salesperson_id: into.id }).where('salesperson_id', '=', merged.id).execute();
    await trx
      .insertInto('salesperson_merges')
      .values({
        merged_id: merged.id,
        merged_first_name: merged.first_name,
        merged_last_name: merged.last_name,
        merged_full_name: merged.full_name,
        merged_referral_code: merged.referral_code,
        into_id: into.id,
        users_moved: Number(users.numUpdatedRows),
        payments_moved: Number(payments.numUpdatedRows),
        merged_by: mergedBy,
      })
      .execute();
    await trx.deleteFrom('salespersons').where('id', '=', merged.id).execute();
    // The admin chose the kept record as the salesperson: a name merged into is confirmed (product.md §14).
    await trx.updateTable('salespersons').set({ confirmed_at: sql`now()` }).where('id', '=', into.id).where('confirmed_at', 'is', null).execute();
    // The rollup's triggers moved the figures already; recomputing both from the ledger makes the merge exact
    // whatever they were before.
    await rebuildSalesRollupFor(trx, [into.id, merged.id]);
    return {
      id: into.id,
      fullName: into.full_name,
      referralCode: into.referral_code,
      usersMoved: Number(users.numUpdatedRows),
      paymentsMoved: Number(payments.numUpdatedRows),
    };
  });
}
