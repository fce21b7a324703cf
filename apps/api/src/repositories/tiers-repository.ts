import type { Db } from '@guidepass/db';

export function activeTiers(db: Db) {
  return db.selectFrom('tiers').selectAll().where('active', '=', true).orderBy('sort').execute();
}

export function findActiveTier(db: Db, id: string) {
  return db.selectFrom('tiers').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}
