import t from 'tap';
import { databaseForPlans, planOf } from './query-plan.ts';

t.test("the monthly earnings report reads a month's captured sales through an index, not every payment", async (t) => {
  const db = await databaseForPlans(t);
  const month = await planOf(
    db,
    `select salesperson_id, count(*), sum(price_thebe), sum(commission_thebe) from payments
     where status = 'captured' and captured_at >= '2026-11-01' and captured_at < '2026-12-01' group by salesperson_id`,
  );
  t.match(month, /payments_captured_sales_idx/);
  t.notMatch(month, /Seq Scan on payments/);
});

t.test("a session's sign-in time is the first entry of its family in an index, not a read of the whole refresh chain", async (t) => {
  const db = await databaseForPlans(t);
  const signedIn = await planOf(db, `select min(created_at) from sessions where family = '00000000-0000-0000-0000-000000000000'`);
  t.match(signedIn, /Index Only Scan using sessions_family_created_idx/);
  t.match(signedIn, /Limit/);
});
