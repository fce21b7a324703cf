import { sql, type Kysely } from 'kysely';

// Each member's language, read by the worker's mails and pushes (textsFor). English for everyone until the app lets a
// member choose; a code the product does not speak (yet) is read as the default language.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column language text not null default 'en'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
