import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { sandboxDpoMobileOperators } from '@guidepass/sandbox/dpo/dpo-defaults';
import { harnessStandIn } from './stand-in.ts';

/**
 * DPO Pay against its stand-in: the XML API and hosted page at /dpo with the sandbox's Botswana account, and the
 * notification (PTN) set in DPO's portal for the account, which the sandbox's main account posts to.
 */
export const dpoStandIn = harnessStandIn({
  name: 'dpo',
  configuredBy: 'DPO_COMPANY_TOKEN',
  settings: ({ sandboxUrl, appUrl }) => ({
    product: {
      DPO_COMPANY_TOKEN: sandboxDefaults.dpo.companyToken,
      DPO_SERVICE_TYPE: sandboxDefaults.dpo.serviceType,
      DPO_API_BASE: `${sandboxUrl}/dpo`,
      DPO_PAYMENT_URL: `${sandboxUrl}/dpo/payv2.php`,
      // the stand-in terminal's wallets: MNO values in DPO's spelling and their catalogue names (providers.md §6.8)
      DPO_MOBILE_OPERATORS: sandboxDpoMobileOperators,
    },
    webhooks: { notificationUrl: `${appUrl}/webhooks/dpo` },
  }),
  sandboxProcessEnv: (webhooks) => ({ SANDBOX_DPO_NOTIFICATION_URL: webhooks.notificationUrl }),
  sandboxOptions: (webhooks) => ({ notificationUrl: webhooks.notificationUrl }),
});
