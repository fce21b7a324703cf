import { standIn } from '../stand-in.ts';
import { readDpoConfig } from './dpo-config.ts';
import { dpoDefaults } from './dpo-defaults.ts';
import { renderDpoIndexEntry } from './dpo-index-entry.ts';
import { defaultDpoCompanies, type DpoOptions } from './dpo-options.ts';
import { dpoRoutes } from './dpo-routes.ts';

/** The DPO Pay stand-in at /dpo: the accounts (company token, service type, currencies, wallets, notification URL), clock. */
export const dpoStandIn = standIn({
  name: 'dpo',
  defaults: dpoDefaults,
  readConfig: readDpoConfig,
  start(options: DpoOptions, { publicUrl }) {
    return {
      async register(app) {
        await app.register(dpoRoutes, { prefix: '/dpo', ...options, publicUrl });
      },
      indexEntry: (url) => renderDpoIndexEntry(url, options.companies ?? defaultDpoCompanies),
    };
  },
  startupLines(url, config) {
    const account = (config?.companies ?? defaultDpoCompanies)[0];
    return [
      `  DPO Pay:      ${url}/dpo/API/v6/ and ${url}/dpo/payv2.php (company ${account?.companyToken}, service type ${account?.serviceType}${account?.notificationUrl ? `, notifications to ${account.notificationUrl}` : ''})`,
    ];
  },
});
