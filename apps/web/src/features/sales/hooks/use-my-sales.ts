import { useSession } from '../../../lib/api-context.tsx';
import { getMyLedger, type LedgerRow } from '../api/get-my-ledger.ts';
import { getMySales, type MySales } from '../api/get-my-sales.ts';
import { saveLedger, saveSummary, savedLedger, savedSummary } from '../sales-cache.ts';
import { useSavedRead, type SavedRead } from './use-saved-read.ts';

export interface MySalesRead {
  summary: SavedRead<MySales>;
  ledger: SavedRead<LedgerRow[]>;
}

/**
 * The salesperson's figures and the ledger of `month`, kept on this device for `account` (the profile's uid).
 * Nothing is read until `enabled` (a waiting invite is claimed first) and `attempt` changes on Retry.
 */
export function useMySales({ account, month, enabled, attempt }: { account: string; month: string; enabled: boolean; attempt: number }): MySalesRead {
  const session = useSession();
  const summary = useSavedRead<MySales>(enabled ? `${account}:${attempt}` : null, {
    load: (signal) => getMySales(session, signal),
    saved: () => savedSummary(account),
    save: (saved) => saveSummary(account, saved),
  });
  const ledger = useSavedRead<LedgerRow[]>(enabled ? `${account}:${month}:${attempt}` : null, {
    load: async (signal) => (await getMyLedger(session, month, signal)).rows,
    saved: () => savedLedger(account, month),
    save: (saved) => saveLedger(account, month, saved),
  });
  return { summary, ledger };
}
