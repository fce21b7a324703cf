import { createBoundedLog, type BoundedLog } from '../shared/bounded-log.ts';
import { defaultDpoControls, type DpoControls } from './dpo-controls.ts';
import type { DpoCompany, DpoSettings } from './dpo-options.ts';
import { createNotificationDelivery, type NotificationAttempt, type NotificationDelivery } from './notification-delivery.ts';
import { createTransactionStore, type TransactionStore } from './transaction-store.ts';

/** Everything one DPO stand-in has: accounts, tokens, test switches, the notification machinery and its log. */
export interface DpoState {
  settings: DpoSettings;
  company(companyToken: string): DpoCompany | undefined;
  transactions: TransactionStore;
  controls: DpoControls;
  notifications: NotificationDelivery;
  notificationLog: BoundedLog<NotificationAttempt>;
  /**
   * Back to the start state: no tokens, faults, logs or pending notifications. The companies and their portal
   * settings (notification URL) stay: they are the account's set-up, not a test's data.
   */
  reset(): void;
}

const logLimit = 1000;

export function createDpoState(settings: DpoSettings): DpoState {
  const notificationLog = createBoundedLog<NotificationAttempt>(logLimit);
  const state: DpoState = {
    settings,
    company: (companyToken) => settings.companies.get(companyToken),
    transactions: createTransactionStore(),
    controls: defaultDpoControls(),
    notifications: createNotificationDelivery({
      now: settings.now,
      faults: () => state.controls.notifications,
      record: (attempt) => notificationLog.push(attempt),
    }),
    notificationLog,
    reset() {
      state.notifications.cancelAll();
      state.transactions.clear();
      state.controls = defaultDpoControls();
      state.notificationLog.clear();
    },
  };
  return state;
}
