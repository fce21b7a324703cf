import type { LedgerRow } from './api/get-my-ledger.ts';
import type { MySales } from './api/get-my-sales.ts';

// The last answers of My sales, kept on this device (localStorage) so that the view opens offline, saying how old
// they are. One account's only (the next account to sign in inherits nothing) and deleted at sign-out. Members are
// already masked by the API ("K. M. · k***@gmail.com"): nothing is kept that the salesperson could not read on screen.

const key = 'guidepass.mySales.v1';
/** Months of ledger kept: the recent ones a salesperson looks at. */
const keptMonths = 6;

export interface Saved<T> {
  value: T;
  /** When the server gave it (ms since the epoch). */
  savedAt: number;
}

interface Kept {
  account: string;
  summary: Saved<MySales> | null;
  ledgers: Record<string, Saved<LedgerRow[]>>;
}

function read(account: string): Kept {
  try {
    const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Kept | null;
    if (kept !== null && typeof kept === 'object' && kept.account === account && typeof kept.ledgers === 'object') return kept;
  } catch {
    // Unreadable: start afresh.
  }
  return { account, summary: null, ledgers: {} };
}

function write(kept: Kept): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the view then simply cannot open offline.
  }
}

/** The figures last read for `account`. */
export function savedSummary(account: string): Saved<MySales> | null {
  return read(account).summary;
}

/** The ledger of `month` last read for `account`. */
export function savedLedger(account: string, month: string): Saved<LedgerRow[]> | null {
  return read(account).ledgers[month] ?? null;
}

export function saveSummary(account: string, summary: Saved<MySales>): void {
  write({ ...read(account), summary });
}

export function saveLedger(account: string, month: string, ledger: Saved<LedgerRow[]>): void {
  const kept = read(account);
  const months = Object.keys({ ...kept.ledgers, [month]: ledger })
    .filter((m) => m !== month)
    .sort()
    .slice(-(keptMonths - 1));
  const ledgers = Object.fromEntries([...months.map((m) => [m, kept.ledgers[m]!] as const), [month, ledger] as const]);
  write({ ...kept, ledgers });
}

/** Deletes what was kept (sign-out, or an account that is no salesperson). */
export function forgetMySales(): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to delete.
  }
}
