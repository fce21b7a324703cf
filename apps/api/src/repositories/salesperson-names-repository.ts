import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '@guidepass/db';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';

// Names to review (product.md §14): salesperson records made from a name typed at sign-up that no admin has
// confirmed yet (salespersons.confirmed_at is null). They keep their members and sales; admins confirm or merge them.

/** Names to review a page (product.md §20: at most 20 rows a page on a phone); search narrows them. */
export const namesPageSize = 20;
/** The e-mails of this many of a name's accounts are shown beside its count. */
const accountsShown = 5;

/**
 * Whether the record (alias `alias`) is a salesperson: confirmed by an admin or claimed by a person. A claim sets
 * confirmed_at too; `user_id` is read as well so that a record linked to an account is never a name to review.
 */
export function isConfirmedSalesperson(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.confirmed_at`)} is not null or ${sql.ref(`${alias}.user_id`)} is not null)`;
}

/** `name_key` containing the search's key (its case-folded, single-spaced form); LIKE's wildcards taken literally. */
export function nameKeyContains(alias: string, search: string): Expression<SqlBool> {
  const pattern = `%${salespersonNameKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(`${alias}.name_key`)} like ${pattern}`;
}

/** The names to review matching `search` (all when empty), as a query to page or count. */
function namesMatching(db: Executor, search: string) {
  const query = db
    .selectFrom('salespersons as s')
    // The negation of isConfirmedSalesperson, as the partial index salespersons_unconfirmed_idx states it.
    .where('s.confirmed_at', 'is', null)
    .where('s.user_id', 'is', null);
  return search.trim() === '' ? query : query.where(nameKeyContains('s', search));
}

/** How many names to review match `search`. */
export async function countNamesToReview(db: Executor, search: string): Promise<number> {
  const row = await namesMatching(db, search).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return row.total;
}

/**
 * Page `page` (from 1) of the names to review matching `search` (all when empty): most accounts first, with their
 * all-time net sales.
 */
export function namesToReview(db: Executor, search: string, page = 1) {
  return namesMatching(db, search)
    .select(['s.id', 's.full_name', 's.created_at'])
    .select(sql<number>`(select count(*)::int from users u where u.salesperson_id = s.id)`.as('accounts'))
    .select(
      sql<string[]>`array(select u.email from users u where u.salesperson_id = s.id order by u.created_at limit ${accountsShown})`.as('account_emails'),
    )
    .select(sql<number>`(select coalesce(sum(t.sales - t.refunds), 0)::int from salesperson_month_totals t where t.salesperson_id = s.id)`.as('sales'))
    .orderBy('accounts', 'desc')
    .orderBy('s.full_name')
    .orderBy('s.id')
    .limit(namesPageSize)
    .offset((page - 1) * namesPageSize)
    .execute();
}

/** Confirms a name to review as a salesperson; `undefined` when no record has that id, `false` when it was confirmed. */
export async function confirmSalespersonName(db: Executor, id: string) {
  const confirmed = await db
    .updateTable('salespersons')
    .set({ confirmed_at: sql`now()`, last_updated: sql`now()` })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('user_id', 'is', null)
    .returning(['id', 'first_name', 'last_name', 'full_name', 'referral_code', 'user_id'])
    .executeTakeFirst();
  if (confirmed) return confirmed;
  const exists = await db.selectFrom('salespersons').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? false : undefined;
}

/** Confirms the name to review with this name's key, if there is one (an admin adding a salesperson by that name). */
export function confirmNameWithKey(db: Executor, fullName: string) {
  return db
    .updateTable('salespersons')
    .set({ confirmed_at: sql`now()`, last_updated: sql`now()` })
    .where('name_key', '=', salespersonNameKey(fullName))
    .where('confirmed_at', 'is', null)
    .where('user_id', 'is', null)
    .returning(['id', 'first_name', 'last_name', 'full_name', 'referral_code', 'user_id'])
    .executeTakeFirst();
}
