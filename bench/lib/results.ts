import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Row } from './rows.ts';

export const resultsDir = path.join(import.meta.dirname, '../results');

export interface SectionRecord {
  name: string;
  title: string;
  ok: boolean;
  seconds: number;
  /** the machine's 1-minute load average when the section started and ended (other work skews the figures) */
  loadAverage: { atStart: number; atEnd: number };
  error: string | null;
  rows: Row[];
  details: Record<string, unknown>;
}

export interface RunRecord {
  startedAt: string;
  finishedAt: string;
  totalSeconds: number;
  sectionsAsked: string[];
  machine: Record<string, unknown>;
  rows: Row[];
  sections: SectionRecord[];
}

/** Writes the run to bench/results/<start time>.json (ISO 8601, colons as dashes) and bench/results/latest.json. */
export function writeResults(record: RunRecord): string {
  mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const file = path.join(resultsDir, `${record.startedAt.replace(/:/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  return file;
}
