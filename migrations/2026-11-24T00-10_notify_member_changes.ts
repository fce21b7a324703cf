import { sql, type Kysely } from 'kysely';

// The api serves the caller's session and profile from memory (packages/live-cache) and drops an entry when
// Postgres announces a change here. Triggers, not application code, announce it: no writer (api, worker, a
// console) can forget, and NOTIFY is delivered only after commit. The channel name is memberChangesChannel in
// packages/live-cache/src/member-changes.ts (migrations import nothing from the application).
// A statement touching more than 500 keys announces 'all' (the caches are cleared) instead of one message each.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function announce_member_changes(kind text, keys text[]) returns void language plpgsql as $$
    begin
      if coalesce(array_length(keys, 1), 0) > 500 then
        perform pg_notify('guidepass_member_changes', 'all');
      elsif keys is not null then
        perform pg_notify('guidepass_member_changes', kind || ':' || key) from unnest(keys) as key;
      end if;
    end $$`.execute(db);

  // Any change to a user row may change the profile or the caller (e-mail, verification) cached for it.
  await sql`
    create function announce_user_changes() returns trigger language plpgsql as $$
    begin
      perform announce_member_changes('user', (select array_agg(distinct id::text) from old_rows));
      return null;
    end $$`.execute(db);
  await sql`create trigger users_announce_update after update on users referencing old table as old_rows
    for each statement execute function announce_user_changes()`.execute(db);
  await sql`create trigger users_announce_delete after delete on users referencing old table as old_rows
    for each statement execute function announce_user_changes()`.execute(db);

  // A session row decides whether its family is live (revoked_at, expires_at, user_id) and when it signed in
  // (family_started_at, once the family's first created_at); last_used_at and rotated_at alone change nothing cached.
  await sql`
    create function announce_session_updates() returns trigger language plpgsql as $$
    begin
      perform announce_member_changes('family', (
        select array_agg(distinct family::text) from (
          select o.family from old_rows o join new_rows n on n.id = o.id
            where (o.revoked_at, o.expires_at, o.created_at, o.family_started_at, o.user_id, o.family)
              is distinct from (n.revoked_at, n.expires_at, n.created_at, n.family_started_at, n.user_id, n.family)
          union
          select n.family from old_rows o join new_rows n on n.id = o.id where n.family is distinct from o.family
        ) changed));
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_announce_update after update on sessions referencing old table as old_rows new table as new_rows
    for each statement execute function announce_session_updates()`.execute(db);

  // Only a family that was or still is live can be cached; retention deleting dead families announces nothing.
  await sql`
    create function announce_session_deletes() returns trigger language plpgsql as $$
    begin
      perform announce_member_changes('family', (
        select array_agg(distinct o.family::text) from old_rows o
          where (o.revoked_at is null and o.expires_at > now())
            or exists (select 1 from sessions s where s.family = o.family and s.revoked_at is null and s.expires_at > now())));
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_announce_delete after delete on sessions referencing old table as old_rows
    for each statement execute function announce_session_deletes()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_announce_delete on sessions`.execute(db);
  await sql`drop trigger sessions_announce_update on sessions`.execute(db);
  await sql`drop trigger users_announce_delete on users`.execute(db);
  await sql`drop trigger users_announce_update on users`.execute(db);
  await sql`drop function announce_session_deletes()`.execute(db);
  await sql`drop function announce_session_updates()`.execute(db);
  await sql`drop function announce_user_changes()`.execute(db);
  await sql`drop function announce_member_changes(text, text[])`.execute(db);
}
