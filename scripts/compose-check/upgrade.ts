// The upgrade check's first half: the compose volume gets the previous release's schema (its own migrations, from
// git) and a member made under it; `up` then runs today's `migrate` over it and the journey signs that member in.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { compileTypeScript } from '../compile/typescript-to-javascript.ts';
import type { ComposeStack } from './compose.ts';
import { repoRoot } from './engine.ts';
import { password } from './journey.ts';

const git = (args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });

/**
 * COMPOSE_CHECK_PREVIOUS_RELEASE, else the commit before the third-last change to migrations/ on main's own line (first
 * parents: a merged branch's inner commits were never a release), or before an older change where that state's
 * migrations are not the start of today's: main held, between two branches' merges, a later migration without an
 * earlier one, a state CI never landed.
 */
export function previousRelease(): string {
  const given = process.env.COMPOSE_CHECK_PREVIOUS_RELEASE;
  const changes = git(['log', '--first-parent', '-n', '20', '--format=%H', '--', 'migrations']).stdout.trim().split('\n').filter(Boolean);
  const today = migrationsAt('HEAD');
  const startsToday = (rev: string) => migrationsAt(rev).every((name, i) => today[i] === name);
  const rev = given ?? changes.slice(2).map((change) => `${change}~1`).find(startsToday) ?? `${changes.at(-1)}~1`;
  const resolved = git(['rev-parse', '--short', '--verify', `${rev}^{commit}`]);
  if (resolved.status !== 0) throw new Error(`previous release ${rev} is not in this clone's history (a shallow clone? set COMPOSE_CHECK_PREVIOUS_RELEASE)`);
  return resolved.stdout.trim();
}

/** The previous release's migrations as JavaScript in a folder of their own (readable by the image's `node` user). */
async function previousMigrations(rev: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'guidepass-previous-'));
  const source = path.join(folder, 'src');
  const archive = spawnSync('bash', ['-c', `git archive ${rev} migrations | tar -x -C ${JSON.stringify(folder)} && mv ${JSON.stringify(path.join(folder, 'migrations'))} ${JSON.stringify(source)}`], { cwd: repoRoot, encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive ${rev} migrations: ${archive.stderr}`);
  rmSync(path.join(source, 'tsconfig.json'), { force: true }); // it extends the repository's base config, not here
  const files = readdirSync(source).filter((name) => name.endsWith('.ts'));
  await compileTypeScript({ root: folder, entryPoints: files.map((name) => `src/${name}`), outdir: path.join(folder, 'js') });
  chmodSync(folder, 0o755);
  return folder;
}

const migrateFrom = (folder: string) =>
  `import { createDb } from '@guidepass/db'; import { migrateToLatest } from '@guidepass/db/migrate';` +
  `const db = createDb(process.env.DATABASE_URL, { max: 1 }); const applied = await migrateToLatest(db, ${JSON.stringify(folder)});` +
  `console.log('applied ' + applied.length + ' migrations of the previous release'); await db.destroy();`;

/** Migrates the empty volume to `rev`'s schema and adds a paid member the way that release stored one; answers the e-mail. */
export async function startPreviousRelease(stack: ComposeStack, rev: string, say: (line: string) => void): Promise<{ email: string; migrations: number }> {
  const folder = await previousMigrations(rev);
  try {
    const inside = '/app/previous-migrations';
    const output = await stack.run(['run', '--rm', '-v', `${path.join(folder, 'js', 'src')}:${inside}:ro`, 'migrate', 'node', '--input-type=module', '-e', migrateFrom(inside)]);
    say(output.trim().split('\n').filter((line) => line.includes('previous release')).join(' ') || output.trim());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const email = `previous-release-${Date.now()}@example.com`;
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await stack.sql(
    `insert into users (email, email_verified_at, password_hash, salesperson_first_name, salesperson_last_name, salesperson_full_name, payment_status, membership_expiry, referral_source)
     values ('${email}', now(), '${passwordHash}', 'Neo', 'Kgosi', 'Neo Kgosi', 'paid', now() + interval '30 days', 'signup-form')`,
  );
  const [count] = await stack.sql('select count(*) from kysely_migration');
  return { email, migrations: Number(count) };
}

/** The migration files at a commit, in the order they run (by name). */
function migrationsAt(rev: string): string[] {
  const listed = git(['ls-tree', '--name-only', `${rev}:migrations`]).stdout.split('\n');
  return listed.filter((name) => /^\d{4}-.*\.ts$/.test(name)).sort();
}
