// npm run bench [-- me storm payments activation seeded lighthouse]: performance figures, each measured beside its
// reference in the same run, printed as one table and written to bench/results/. See bench/README.md.
import os from 'node:os';
import path from 'node:path';
import { Cleanup } from './lib/cleanup.ts';
import { serverVersion } from './lib/databases.ts';
import { dataDir } from '../harness/paths.ts';
import { defaultPorts } from '../harness/ports.ts';
import { findPostgres } from '../harness/postgres.ts';
import { findRedis } from '../harness/redis.ts';
import { writeResults, type SectionRecord } from './lib/results.ts';
import { budgetSummary, formatTable } from './lib/rows.ts';
import { runSection } from './lib/run-section.ts';
import type { Section } from './lib/section.ts';
import { activationSection } from './sections/activation.ts';
import { journeySection } from './sections/journey.ts';
import { lighthouseSection } from './sections/lighthouse.ts';
import { meSection } from './sections/me.ts';
import { paymentsSection } from './sections/payments.ts';
import { seededSection } from './sections/seeded.ts';
import { stormSection } from './sections/storm.ts';
import { tripGuideSection } from './sections/trip-guide.ts';
import { webhooksSection } from './sections/webhooks.ts';

const sections: Section[] = [meSection, stormSection, webhooksSection, paymentsSection, activationSection, seededSection, lighthouseSection, journeySection, tripGuideSection];
const say = (line: string) => process.stdout.write(`bench: ${line}\n`);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !sections.some((s) => s.name === name));
if (unknown.length) {
  process.stderr.write(`unknown section ${unknown.join(', ')}; choose from ${sections.map((s) => s.name).join(', ')}\n`);
  process.exit(2);
}
const selected = asked.length ? sections.filter((s) => asked.includes(s.name)) : sections;

const startedAt = new Date();
const infrastructure = new Cleanup(say);
let sectionCleanup: Cleanup | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    void (async () => {
      await sectionCleanup?.run();
      await infrastructure.run();
      process.exit(130);
    })();
  });
}

const records: SectionRecord[] = [];
let machine: Record<string, unknown> = {};
try {
  // PostgreSQL and Redis as `npm test` finds them.
  const postgres = await findPostgres({
    url: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
    tryLocal: true,
    embedded: { dir: path.join(dataDir, 'bench-postgres'), port: defaultPorts.embeddedPostgres.bench },
  });
  infrastructure.add('stop PostgreSQL (if started here)', () => postgres.stop());
  const redis = await findRedis(process.env.REDIS_URL, path.join(dataDir, 'bench-redis'));
  infrastructure.add('stop Redis (if started here)', () => redis.stop());
  // createTestDatabase (@guidepass/db/testing) makes its databases on this server.
  process.env.TEST_DATABASE_URL = postgres.adminUrl;
  machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    postgres: `${await serverVersion(postgres.adminUrl)} at ${new URL(postgres.adminUrl).host}`,
    redis: new URL(redis.url).host,
  };
  say(`PostgreSQL ${machine.postgres}, Redis ${machine.redis}, ${machine.cpus} CPUs`);

  for (const section of selected) {
    say(`── ${section.name}: ${section.title}`);
    const record = await runSection(section, { postgresAdminUrl: postgres.adminUrl, redisUrl: redis.url }, say, (c) => (sectionCleanup = c));
    records.push(record);
    if (record.rows.length) process.stdout.write(`\n${formatTable(record.rows)}\n\n`);
    const load = `load average ${record.loadAverage.atStart.toFixed(1)} → ${record.loadAverage.atEnd.toFixed(1)}`;
    say(`── ${section.name}: ${record.ok ? 'done' : 'FAILED'} in ${record.seconds.toFixed(1)} s (${load})`);
  }
} catch (error) {
  say(`could not run: ${(error as Error).message}`);
} finally {
  await infrastructure.run();
}

const finishedAt = new Date();
const rows = records.flatMap((r) => r.rows);
const totalSeconds = (finishedAt.getTime() - startedAt.getTime()) / 1000;
const file = writeResults({
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  totalSeconds,
  sectionsAsked: selected.map((s) => s.name),
  machine,
  rows,
  sections: records,
});
const failed = selected.filter((s) => !records.find((r) => r.name === s.name)?.ok).map((s) => s.name);
process.stdout.write(`\n${formatTable(rows)}\n\n`);
say(budgetSummary(rows));
say(`${failed.length ? `failed: ${failed.join(', ')}; ` : ''}total ${totalSeconds.toFixed(1)} s; results in ${path.relative(process.cwd(), file)}`);
// Anything still holding the event loop (a socket in a library's pool) must not keep the run alive.
process.exit(failed.length ? 1 : 0);
