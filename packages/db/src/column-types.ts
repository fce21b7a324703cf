import type { ColumnType } from 'kysely';

/** A timestamp column the code may set on insert and update. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A creation timestamp: the database's default unless given, never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
