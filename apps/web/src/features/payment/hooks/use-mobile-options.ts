import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { useSession } from '../../../lib/api-context.tsx';
import { getMobileOptions, type MobileOptions } from '../../../lib/mobile-money-payment.ts';

/**
 * The mobile money a provider offers this member (GET /api/payments/{provider}/mobile), read once the provider is
 * offered; null while unknown, when it has none (404) or the read failed: then "Mobile money" is simply not offered.
 */
export function useMobileOptions(provider: PaymentMethod, offered: boolean): MobileOptions | null {
  const session = useSession();
  const [options, setOptions] = useState<MobileOptions | null>(null);
  useEffect(() => {
    if (!offered) return undefined;
    const controller = new AbortController();
    getMobileOptions(session, provider, controller.signal).then(
      (answer) => setOptions(answer.operators.length > 0 ? answer : null),
      () => setOptions(null),
    );
    return () => controller.abort();
  }, [session, provider, offered]);
  return offered ? options : null;
}
