import type { BillingCycle, Plan, Subscription } from './subscription-records.ts';

/** The cycle the next charge pays for, or undefined once every finite cycle has run. */
export function currentCycle(plan: Plan, subscription: Subscription): BillingCycle | undefined {
  return plan.billingCycles.find((cycle) => cycle.totalCycles === 0 || (subscription.cyclesCompleted.get(cycle.sequence) ?? 0) < cycle.totalCycles);
}

/** `from` plus `count` × one cycle's interval, in UTC (months and years by the calendar). */
export function addInterval(from: Date, cycle: Pick<BillingCycle, 'intervalUnit' | 'intervalCount'>, times = 1): Date {
  const date = new Date(from.getTime());
  const count = cycle.intervalCount * times;
  switch (cycle.intervalUnit) {
    case 'DAY':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'WEEK':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'MONTH':
      date.setUTCMonth(date.getUTCMonth() + count);
      break;
    case 'YEAR':
      date.setUTCFullYear(date.getUTCFullYear() + count);
      break;
  }
  return date;
}
