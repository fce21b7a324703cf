/** One line of the results table: a figure and, beside it, the reference it was measured against in the same run. */
export interface Row {
  section: string;
  measure: string;
  value: number | null;
  unit: string;
  /** the side-by-side reference (bare route, no-storm p99, 0 ms latency, pgbench TPS, budget) */
  baseline: number | null;
  /** what the baseline is, in a few words */
  baselineIs: string;
  /** value ÷ baseline */
  ratio: number | null;
}

export function row(section: string, measure: string, value: number | null, unit: string, baseline: number | null, baselineIs: string): Row {
  const ratio = value !== null && baseline !== null && baseline !== 0 ? value / baseline : null;
  return { section, measure, value, unit, baseline, baselineIs, ratio };
}

function formatNumber(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return '—';
  if (unit === '%') return `${value.toFixed(0)} %`;
  if (Number.isInteger(value)) return `${value} ${unit}`.trim();
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

/** The rows as a fixed-width text table. */
export function formatTable(rows: Row[]): string {
  const header = ['section', 'measure', 'value', 'baseline', 'baseline is', 'ratio'];
  const cells = rows.map((r) => [
    r.section,
    r.measure,
    formatNumber(r.value, r.unit),
    formatNumber(r.baseline, r.unit),
    r.baselineIs,
    r.ratio === null ? '—' : r.ratio.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = new Set([2, 3, 5]);
  const line = (values: string[]) => values.map((v, i) => (numeric.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
