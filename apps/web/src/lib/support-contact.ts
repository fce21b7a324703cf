import { useEffect, useState } from 'react';
import type { SupportContact } from '@guidepass/domain/support';
import type { ApiClient } from './api-client.ts';

// Read once per page (the contact does not change while the app is open); a failed read is tried again next time.
const reads = new WeakMap<ApiClient, Promise<SupportContact | null>>();

function readSupportContact(client: ApiClient): Promise<SupportContact | null> {
  let read = reads.get(client);
  if (!read) {
    read = client.call<SupportContact>('/api/support', { timeoutMs: 10_000 }).catch(() => {
      reads.delete(client);
      return null;
    });
    reads.set(client, read);
  }
  return read;
}

/** The configured support contact (GET /api/support), null until known or when it cannot be read. */
export function useSupportContact(client: ApiClient): SupportContact | null {
  const [contact, setContact] = useState<SupportContact | null>(null);
  useEffect(() => {
    let current = true;
    void readSupportContact(client).then((answer) => {
      if (current) setContact(answer);
    });
    return () => {
      current = false;
    };
  }, [client]);
  return contact;
}
