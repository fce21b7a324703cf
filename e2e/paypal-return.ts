import type { Page } from '@playwright/test';

/**
 * Watches the page for PayPal's return and answers the subscription id it named. The address is the one place that
 * always has it: the app confirms the subscription only when the member is not active yet, and a webhook the worker
 * handled before the browser came back has already made them active (seen in CI under load).
 */
export function watchPaypalSubscriptionReturn(page: Page): () => string {
  let subscriptionId: string | null = null;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) subscriptionId ??= new URL(frame.url()).searchParams.get('subscription_id');
  });
  return () => {
    if (!subscriptionId) throw new Error("PayPal's return to the app named no subscription_id");
    return subscriptionId;
  };
}
