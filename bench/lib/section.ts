import type { Cleanup } from './cleanup.ts';
import type { Row } from './rows.ts';

/** What every section gets from the orchestrator. */
export interface BenchContext {
  /** a connection to the server's maintenance database, with the right to create databases */
  postgresAdminUrl: string;
  redisUrl: string;
  /** undone when the section ends, whether it succeeded or not */
  cleanup: Cleanup;
  say(line: string): void;
}

export interface SectionResult {
  rows: Row[];
  /** raw figures behind the rows, for the results file */
  details: Record<string, unknown>;
}

export interface Section {
  /** the word that runs it alone: npm run bench -- <name> */
  name: string;
  title: string;
  /** the section is stopped (and cleaned up) if it runs longer than this */
  timeLimitSeconds: number;
  run(context: BenchContext): Promise<SectionResult>;
}
