import t from 'tap';
import { databaseForPlans, planOf } from './query-plan.ts';

t.test('a refund finds its payment by capture reference, and a session family is checked live, through indexes', async (t) => {
  const db = await databaseForPlans(t);
  const byCapture = await planOf(db, `select id from payments where provider = 'paypal' and capture_ref = 'CAP-1'`);
  t.match(byCapture, /payments_provider_capture_ref_idx/);
  const liveFamily = await planOf(db, `select 1 from sessions where family = '00000000-0000-0000-0000-000000000000' and revoked_at is null and expires_at > now()`);
  t.match(liveFamily, /sessions_live_family_idx/);
});
