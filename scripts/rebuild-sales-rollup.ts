// npm run rollup:rebuild: recomputes the salespeople's per-month rollup of DATABASE_URL from the ledger (payments,
// refunds, accounts, payouts). The triggers keep it in step; this is the repair after a restore or a manual fix.
import { createDb } from '@guidepass/db';
import { rebuildSalesRollup } from '@guidepass/payments/sales-rollup';
import { fail } from '../harness/log.ts';

const url = process.env.DATABASE_URL;
if (!url) fail('DATABASE_URL is not set');
const db = createDb(url!, { max: 1 });
try {
  const started = performance.now();
  await db.transaction().execute((trx) => rebuildSalesRollup(trx));
  const { n } = await db.selectFrom('salesperson_month_totals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  console.log(`salesperson rollup rebuilt: ${n} salesperson-months in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  fail((error as Error).message);
} finally {
  await db.destroy();
}
