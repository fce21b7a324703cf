import pg from 'pg';

// createTestDatabase's names: <prefix>_<pid of the creating process>_<12 hex>; the template's: guidepass_template_<fingerprint>.
const testDatabase = /^guidepass_[a-z0-9_]+?_(\d+)_[0-9a-f]{12}$/;
const template = /^guidepass_template_[0-9a-f]{12}(_building)?$/;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the test databases whose creating process has ended, and the templates of other sets of migrations than
 * `currentTemplate`. Drops run a few at a time: PostgreSQL takes a checkpoint for each DROP DATABASE and serves the
 * ones requested together with one. Returns how many were dropped.
 */
export async function dropLeftoverTestDatabases(adminUrl: string, currentTemplate?: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let names: string[];
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database d where datname like 'guidepass\\_%'
         and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
    );
    names = rows
      .map((r) => r.datname)
      .filter((name) => {
        const pid = testDatabase.exec(name)?.[1];
        if (pid) return !isRunning(Number(pid));
        return currentTemplate !== undefined && template.test(name) && !name.startsWith(currentTemplate);
      });
  } finally {
    await admin.end();
  }
  const parallel = 8;
  for (let i = 0; i < names.length; i += parallel) {
    await Promise.all(names.slice(i, i + parallel).map((name) => dropDatabase(adminUrl, name)));
  }
  return names.length;
}

/** DROP DATABASE … WITH (FORCE) on its own connection; it returns after PostgreSQL's checkpoint. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
