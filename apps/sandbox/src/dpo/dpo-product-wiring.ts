import { productWiring } from '../product-wiring.ts';
import { dpoDefaults, sandboxDpoMobileOperators } from './dpo-defaults.ts';

/**
 * DPO Pay against its stand-in: the XML API and hosted page at /dpo with the sandbox's Botswana account, and the
 * notification (PTN) set in DPO's portal for the account, which the sandbox's main account posts to.
 */
export const dpoProductWiring = productWiring({
  name: 'dpo',
  configuredBy: 'DPO_COMPANY_TOKEN',
  settings: ({ sandboxUrl, publicSandboxUrl, appUrl }) => ({
    product: {
      DPO_COMPANY_TOKEN: dpoDefaults.companyToken,
      DPO_SERVICE_TYPE: dpoDefaults.serviceType,
      DPO_API_BASE: `${sandboxUrl}/dpo`,
      DPO_PAYMENT_URL: `${publicSandboxUrl}/dpo/payv2.php`,
      // the stand-in terminal's wallets: MNO values in DPO's spelling and their catalogue names (providers.md §6.8)
      DPO_MOBILE_OPERATORS: sandboxDpoMobileOperators,
    },
    webhooks: { notificationUrl: `${appUrl}/webhooks/dpo` },
  }),
  sandboxProcessEnv: (webhooks) => ({ SANDBOX_DPO_NOTIFICATION_URL: webhooks.notificationUrl }),
  sandboxOptions: (webhooks) => ({ notificationUrl: webhooks.notificationUrl }),
});
