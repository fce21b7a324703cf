import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { useSession } from './api-context.tsx';
import { getMobileOptions, type MobileOptions } from './mobile-money-payment.ts';

/**
 * The mobile money a provider offers this member (GET /api/payments/{provider}/mobile), read once there is a provider
 * (null: none offers it); null while unknown, when it has none (404) or the read failed: then "Mobile money" is simply
 * not offered.
 */
export function useMobileOptions(provider: PaymentMethod | null): MobileOptions | null {
  const session = useSession();
  const [read, setRead] = useState<{ provider: PaymentMethod; options: MobileOptions | null } | null>(null);
  useEffect(() => {
    if (!provider) return undefined;
    const controller = new AbortController();
    getMobileOptions(session, provider, controller.signal).then(
      (answer) => setRead({ provider, options: answer.operators.length > 0 ? answer : null }),
      () => setRead({ provider, options: null }),
    );
    return () => controller.abort();
  }, [session, provider]);
  // Another provider's wallets are never this one's.
  return provider && read?.provider === provider ? read.options : null;
}
