import { sql } from 'kysely';
import type { Db } from '@guidepass/db';

/** The shape of a seeded data set; everything but `payments` is derived from it or fixed (see seedShape). */
export interface SeedShape {
  payments: number;
  /** one member for every five payments (the issue's 1 million members to 5 million payments) */
  users: number;
  /** the same at every size, so the monthly report has as many lines */
  salespersons: number;
  /** captured in the current month, the same at every size: a month's sales do not grow with the years before it */
  paymentsThisMonth: number;
  /** refreshes in seeded member 1's one sign-in: every 15 minutes (the access token's life) for a month */
  longChain: number;
}

export function seedShape(payments: number): SeedShape {
  const paymentsThisMonth = 4_000;
  if (payments < 2 * paymentsThisMonth) throw new Error(`a seeded data set needs at least ${2 * paymentsThisMonth} payments`);
  return { payments, users: Math.ceil(payments / 5), salespersons: 200, paymentsThisMonth, longChain: 2_880 };
}

/** Seeded member n's address; all of them share one password (the hash given to seedDatabase). */
export const seededEmail = (n: number) => `seed-${n}@example.com`;

/** Ids made from numbers in SQL (md5 as a uuid), so rows refer to each other without lookups. */
/** A whole number written into the statement (a parameter would leave generate_series's type to guess). */
const lit = (value: number) => sql.lit(Math.trunc(value));

const id = (prefix: string, n: string) => sql.raw(`md5('${prefix}' || (${n}))::uuid`);

/**
 * Loads the data set in bulk with INSERT … SELECT over generate_series, into a migrated database (so every index,
 * constraint and trigger the product has is maintained while loading: the salespeople's per-month rollup fills
 * itself, one update per statement), then VACUUM ANALYZE as autovacuum would have by
 * then. Payments go through every state: this month's captured sales, then history over the 24 months before,
 * 70 % captured, 3 % refunded, the rest failed, expired, pending or left created; 2 % of captured sales have a
 * partial refund. Each member has a sign-in with one rotation, every 10th an old expired one, every 20th a Google
 * identity; every member a used verification token, every 20th a reset token; every captured, refunded or failed
 * payment its provider's webhook event (refunds a second one).
 */
export async function seedDatabase(db: Db, shape: SeedShape, passwordHash: string, say: (line: string) => void): Promise<Record<string, number>> {
  const { payments: P, users: U, salespersons: S, paymentsThisMonth: M, longChain: L } = shape;
  const step = async (what: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await query.execute(db);
    say(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  const monthStart = sql.raw(`(date_trunc('month', now() at time zone 'utc') at time zone 'utc')`);

  await step(`${S} salespersons`, sql`
    insert into salespersons (id, name_key, first_name, last_name, full_name, referral_code, created_at, last_updated, confirmed_at)
    select ${id('s', 'k')}, 'seller no' || k, 'Seller', 'No' || k, 'Seller No' || k, 'SEED' || k, now() - interval '3 years', now() - interval '3 years', now() - interval '3 years'
    from generate_series(0, ${lit(S - 1)}) k`);

  await step(`${U} users`, sql`
    insert into users (id, email, email_verified_at, password_hash, created_at, salesperson_first_name, salesperson_last_name,
      salesperson_full_name, salesperson_id, payment_status, membership_expiry, referral_source)
    select ${id('u', 'n')}, 'seed-' || n || '@example.com', at + interval '5 minutes', ${passwordHash}, at, 'Seller', 'No' || (n % ${lit(S)}),
      'Seller No' || (n % ${lit(S)}), ${id('s', `n % ${S}`)}, case when n % 3 = 0 then 'paid' else 'pending' end,
      case when n % 3 = 0 then now() + interval '5 days' end, case when n % 20 = 0 then 'google' else 'signup-form' end
    from (select n, now() - interval '26 months' * (n::float8 / ${lit(U)}) as at from generate_series(1, ${lit(U)}) n) g`);

  await step(`${Math.floor(U / 20)} identities`, sql`
    insert into identities (user_id, provider, subject, email)
    select ${id('u', 'n')}, 'google', 'google-' || n, 'seed-' || n || '@example.com' from generate_series(20, ${lit(U)}, 20) n`);

  // Per member: a sign-in refreshed once (the first token rotated, the second live), every 10th an old one expired.
  await step(`about ${Math.round(2.1 * U)} sessions`, sql`
    insert into sessions (user_id, token_hash, family, created_at, last_used_at, expires_at, revoked_at, rotated_at, family_started_at, user_agent)
    select ${id('u', 'n')}, md5('t' || n || '-' || r), ${id('f', 'n')}, at + interval '15 minutes' * r, case when r = 0 then at + interval '15 minutes' end,
      now() + interval '20 days', case when r = 0 then at + interval '15 minutes' end, case when r = 0 then at + interval '15 minutes' end, at, 'seed'
    from (select n, now() - interval '2 days' * (1 + n % 7) as at from generate_series(1, ${lit(U)}) n) g, generate_series(0, 1) r
    union all
    select ${id('u', 'n')}, md5('old' || n), ${id('g', 'n')}, now() - interval '70 days', null, now() - interval '40 days', null, null, now() - interval '70 days', 'seed'
    from generate_series(10, ${lit(U)}, 10) n`);

  // Member 1's sign-in refreshed every 15 minutes for a month: a long chain of rotated tokens and one live.
  await step(`a refresh chain of ${L} tokens for member 1`, sql`
    insert into sessions (user_id, token_hash, family, created_at, last_used_at, expires_at, revoked_at, rotated_at, family_started_at, user_agent)
    select ${id('u', '1')}, md5('chain' || r), ${id('chain', '1')}, started + interval '15 minutes' * r,
      case when r < ${lit(L - 1)} then started + interval '15 minutes' * (r + 1) end, now() + interval '29 days',
      case when r < ${lit(L - 1)} then started + interval '15 minutes' * (r + 1) end, case when r < ${lit(L - 1)} then started + interval '15 minutes' * (r + 1) end,
      started, 'seed'
    from (select now() - interval '15 minutes' * ${lit(L)} as started) s, generate_series(0, ${lit(L - 1)}) r`);

  await step(`${U + Math.floor(U / 20)} e-mail tokens`, sql`
    insert into email_tokens (user_id, purpose, token_hash, code_hash, attempts, created_at, expires_at, used_at)
    select ${id('u', 'n')}, 'verify', md5('verify' || n), md5('code' || n), 0, now() - interval '30 days', now() - interval '29 days', now() - interval '30 days'
    from generate_series(1, ${lit(U)}) n
    union all
    select ${id('u', 'n')}, 'reset', md5('reset' || n), md5('rcode' || n), 1, now() - interval '3 days', now() - interval '3 days' + interval '1 hour', null
    from generate_series(20, ${lit(U)}, 20) n`);

  // The state of payment i: this month's sales first, then the history's mix by i % 100.
  await step(`${P} payments`, sql`
    insert into payments (id, user_id, tier_id, provider, provider_ref, capture_ref, status, amount_minor, currency, price_thebe, weeks,
      salesperson_id, commission_thebe, created_at, updated_at, captured_at, refunded_at, failure_reason)
    select ${id('p', 'i')}, ${id('u', `1 + i % ${U}`)}, (array['local', 'sadc', 'global'])[1 + i % 3], provider, 'ORDER-' || i,
      case when st in ('captured', 'refunded') then 'CAPTURE-' || i end, st,
      case when provider = 'paypal' then 370 * weeks else 6650 * weeks end, case when provider = 'paypal' then 'USD' else 'ZAR' end,
      5000 * weeks, weeks, case when i % 10 <> 9 then ${id('s', `i % ${S}`)} end,
      case when st in ('captured', 'refunded') then 500 * weeks end, at, at + interval '1 minute',
      case when st in ('captured', 'refunded') then at + interval '30 seconds' end, case when st = 'refunded' then at + interval '3 days' end,
      case when st = 'failed' then 'declined' end
    from (
      select i, case when i % 2 = 0 then 'paypal' else 'yoco' end as provider, 1 + i % 4 as weeks,
        case
          when i <= ${lit(M)} then 'captured'
          when i % 100 < 70 then 'captured' when i % 100 < 73 then 'refunded' when i % 100 < 80 then 'failed'
          when i % 100 < 92 then 'expired' when i % 100 < 94 then 'pending' else 'created'
        end as st,
        case
          when i <= ${lit(M)} then ${monthStart} + (now() - ${monthStart} - interval '1 minute') * (i::float8 / ${lit(M)})
          else ${monthStart} - interval '24 months' * ((i - ${lit(M)})::float8 / ${lit(P - M)})
        end as at
      from generate_series(1, ${lit(P)}) i
    ) g`);

  await step('refunds (every refunded payment, 2 % of captured ones in part)', sql`
    insert into payment_refunds (payment_id, provider, refund_ref, amount_minor, commission_clawback_thebe, weeks_taken_back, created_at)
    select id, provider, 'REFUND-' || provider_ref, case when status = 'refunded' then amount_minor else amount_minor / 2 end,
      case when status = 'refunded' then commission_thebe else commission_thebe / 2 end, case when status = 'refunded' then weeks else weeks / 2 end,
      captured_at + interval '3 days'
    from payments where status = 'refunded' or (status = 'captured' and substr(provider_ref, 7)::int % 50 = 7)`);

  await step('webhook events (captured, refunded and failed payments)', sql`
    insert into webhook_events (provider, event_id, type, payload, received_at, processed_at, attempts)
    select provider, 'EVENT-' || provider_ref || '-' || kind, kind,
      jsonb_build_object('id', 'EVENT-' || provider_ref || '-' || kind, 'event_type', kind, 'create_time', at,
        'resource', jsonb_build_object('id', capture_ref, 'status', status, 'amount', jsonb_build_object('currency_code', currency, 'value', amount_minor / 100.0),
          'supplementary_data', jsonb_build_object('related_ids', jsonb_build_object('order_id', provider_ref)), 'custom_id', id,
          'links', jsonb_build_array(jsonb_build_object('rel', 'self', 'href', 'https://api.example.com/v2/payments/captures/' || coalesce(capture_ref, provider_ref))))),
      at, at + interval '40 milliseconds', 1
    from (
      select p.*, k.kind, coalesce(case when k.kind = 'refund' then p.refunded_at end, p.captured_at, p.updated_at) as at
      from payments p, lateral (values ('payment'), ('refund')) k(kind)
      where p.status in ('captured', 'refunded', 'failed') and (k.kind = 'payment' or p.status = 'refunded')
    ) e`);

  const started = performance.now();
  await sql`vacuum analyze`.execute(db);
  say(`  vacuum analyze (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const counts = await sql<Record<string, string>>`
    select (select count(*) from users) as users, (select count(*) from sessions) as sessions, (select count(*) from payments) as payments,
      (select count(*) from payment_refunds) as refunds, (select count(*) from webhook_events) as webhook_events,
      (select count(*) from email_tokens) as email_tokens, pg_database_size(current_database()) as bytes`.execute(db);
  return Object.fromEntries(Object.entries(counts.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

/** Seeded member 1 and the family of its long refresh chain (the one live token is the chain's last). */
export async function longChainOf(db: Db): Promise<{ userId: string; family: string }> {
  const found = await sql<{ user_id: string; family: string }>`select ${id('u', '1')} as user_id, ${id('chain', '1')} as family`.execute(db);
  return { userId: found.rows[0]!.user_id, family: found.rows[0]!.family };
}
