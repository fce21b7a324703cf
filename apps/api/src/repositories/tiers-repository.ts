import type { Db } from '@guidepass/db';

export function activeTiers(db: Db) {
  return db.selectFrom('tiers').selectAll().where('active', '=', true).orderBy('sort').execute();
}
