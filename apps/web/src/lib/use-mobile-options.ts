import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { useSession } from './api-context.tsx';
import { getMobileOptions, type MobileOptions } from './mobile-money-payment.ts';

const answerWithinMs = 8_000;

/**
 * The mobile money a provider offers this member (GET /api/payments/{provider}/mobile), read once there is a provider
 * (null: none offers it). `options` is null while unknown, when it has none (404) or the read failed: then "Mobile
 * money" is simply not offered. `known` is false while a provider's read is under way.
 */
export function useMobileOptions(provider: PaymentMethod | null): { options: MobileOptions | null; known: boolean } {
  const session = useSession();
  const [read, setRead] = useState<{ provider: PaymentMethod; options: MobileOptions | null } | null>(null);
  useEffect(() => {
    if (!provider) return undefined;
    const controller = new AbortController();
    // The payment view waits for this answer: one that does not come in time counts as no mobile money.
    const timer = setTimeout(() => controller.abort(), answerWithinMs);
    getMobileOptions(session, provider, controller.signal).then(
      (answer) => setRead({ provider, options: answer.operators.length > 0 ? answer : null }),
      () => setRead({ provider, options: null }),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [session, provider]);
  // Another provider's wallets are never this one's.
  const readNow = provider !== null && read?.provider === provider;
  return { options: readNow ? read.options : null, known: provider === null || readNow };
}
