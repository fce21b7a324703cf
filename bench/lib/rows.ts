/**
 * A target a figure must meet (product.md §11 and issue 13): on the value itself (`atMost`, `atLeast`, in the row's
 * unit) or on the ratio to the baseline measured beside it (`ratioAtMost`, `ratioAtLeast`).
 */
export type Budget = { atMost: number; unit?: string } | { atLeast: number; unit?: string } | { ratioAtMost: number } | { ratioAtLeast: number };

/** One line of the results table: a figure and, beside it, the reference it was measured against in the same run. */
export interface Row {
  section: string;
  measure: string;
  value: number | null;
  unit: string;
  /** the side-by-side reference (bare route, no-storm p99, 0 ms latency, pgbench TPS, small data set) */
  baseline: number | null;
  /** what the baseline is, in a few words */
  baselineIs: string;
  /** value ÷ baseline */
  ratio: number | null;
  /** the target, if the figure has one */
  budget: Budget | null;
  /** the target in words ("≤ 50 ms", "ratio ≥ 0.50"); null without a budget */
  budgetIs: string | null;
  /** whether the figure meets its budget; null without a budget, false when the figure is missing */
  met: boolean | null;
}

function describe(budget: Budget, unit: string): string {
  if ('atMost' in budget) return `≤ ${budget.atMost} ${budget.unit ?? unit}`.trim();
  if ('atLeast' in budget) return `≥ ${budget.atLeast} ${budget.unit ?? unit}`.trim();
  if ('ratioAtMost' in budget) return `ratio ≤ ${budget.ratioAtMost}`;
  return `ratio ≥ ${budget.ratioAtLeast}`;
}

function meets(budget: Budget, value: number | null, ratio: number | null): boolean {
  if ('atMost' in budget) return value !== null && value <= budget.atMost;
  if ('atLeast' in budget) return value !== null && value >= budget.atLeast;
  if ('ratioAtMost' in budget) return ratio !== null && ratio <= budget.ratioAtMost;
  return ratio !== null && ratio >= budget.ratioAtLeast;
}

export function row(
  section: string,
  measure: string,
  value: number | null,
  unit: string,
  baseline: number | null,
  baselineIs: string,
  budget?: Budget,
): Row {
  const ratio = value !== null && baseline !== null && baseline !== 0 ? value / baseline : null;
  return {
    section,
    measure,
    value,
    unit,
    baseline,
    baselineIs,
    ratio,
    budget: budget ?? null,
    budgetIs: budget ? describe(budget, unit) : null,
    met: budget ? meets(budget, value, ratio) : null,
  };
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
  const header = ['section', 'measure', 'value', 'baseline', 'baseline is', 'ratio', 'budget', 'met'];
  const cells = rows.map((r) => [
    r.section,
    r.measure,
    formatNumber(r.value, r.unit),
    formatNumber(r.baseline, r.unit),
    r.baselineIs,
    r.ratio === null ? '—' : r.ratio.toFixed(2),
    r.budgetIs ?? '—',
    r.met === null ? '—' : r.met ? 'met' : 'NOT MET',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = new Set([2, 3, 5]);
  const line = (values: string[]) => values.map((v, i) => (numeric.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** One line under a table: how many budgets were met. */
export function budgetSummary(rows: Row[]): string {
  const judged = rows.filter((r) => r.met !== null);
  const missed = judged.filter((r) => r.met === false);
  if (!judged.length) return 'no budgets in this table';
  return missed.length ? `${judged.length - missed.length} of ${judged.length} budgets met; NOT met: ${missed.map((r) => `${r.section} ${r.measure}`).join('; ')}` : `all ${judged.length} budgets met`;
}
