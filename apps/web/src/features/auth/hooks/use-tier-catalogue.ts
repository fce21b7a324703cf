import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { getTierCatalogue, type TierCatalogue } from '../api/get-tier-catalogue.ts';

type Tiers = TierCatalogue['tiers'];

// One read per page load, shared by every sign-up view shown; a failed read is forgotten so a later view asks again.
const reads = new WeakMap<ApiClient, Promise<Tiers>>();

function readOnce(client: ApiClient): Promise<Tiers> {
  let read = reads.get(client);
  if (!read) {
    read = getTierCatalogue(client).then((answer) => answer.tiers);
    read.catch(() => reads.delete(client));
    reads.set(client, read);
  }
  return read;
}

/**
 * What is on sale, for the sign-up view's one line: read beside the form (which never waits for it); null until it
 * answers, and when it cannot be read (the line is then left out).
 */
export function useTierCatalogue(): Tiers | null {
  const client = useApiClient();
  const [tiers, setTiers] = useState<Tiers | null>(null);
  useEffect(() => {
    let shown = true;
    readOnce(client).then(
      (answer) => shown && setTiers(answer),
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [client]);
  return tiers;
}
