import os from 'node:os';
import { Cleanup } from './cleanup.ts';
import type { SectionRecord } from './results.ts';
import type { Section } from './section.ts';

/** Runs one section with its own cleanup, stopped at its time limit; a failure is recorded, not thrown. */
export async function runSection(
  section: Section,
  shared: { postgresAdminUrl: string; redisUrl: string },
  say: (line: string) => void,
  onCleanup: (cleanup: Cleanup | null) => void,
): Promise<SectionRecord> {
  const cleanup = new Cleanup((line) => say(line));
  onCleanup(cleanup);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const record: SectionRecord = {
    name: section.name,
    title: section.title,
    ok: false,
    seconds: 0,
    loadAverage: { atStart: os.loadavg()[0]!, atEnd: 0 },
    error: null,
    rows: [],
    details: {},
  };
  try {
    const result = await Promise.race([
      section.run({ ...shared, cleanup, say: (line) => say(`${section.name}: ${line}`) }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`stopped after its limit of ${section.timeLimitSeconds} s`)), section.timeLimitSeconds * 1000);
      }),
    ]);
    Object.assign(record, { ok: true, rows: result.rows, details: result.details });
  } catch (error) {
    record.error = (error as Error).message;
    say(`${section.name} FAILED: ${record.error}`);
  } finally {
    clearTimeout(timer);
    await cleanup.run();
    onCleanup(null);
    record.seconds = (performance.now() - started) / 1000;
    record.loadAverage.atEnd = os.loadavg()[0]!;
  }
  return record;
}
