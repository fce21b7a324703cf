import { readFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { sandboxDpoMobileOperators, sandboxDpoWallets } from '@guidepass/sandbox/dpo/dpo-defaults';
import { loadConfig } from '@guidepass/config';
import { repoRoot } from '../harness/paths.ts';

// The container twin of `npm start` (.env.sandbox) names the sandbox terminal's wallets as the harness does: MNO values
// in DPO's spelling and DPO's catalogue names (providers.md §6.8), or its mobile money would be refused.
t.test('.env.sandbox gives DPO the sandbox terminal\'s wallets', async (t) => {
  const text = await readFile(path.join(repoRoot, '.env.sandbox'), 'utf8');
  const value = /^DPO_MOBILE_OPERATORS=(.*)$/m.exec(text)?.[1];
  t.equal(value, sandboxDpoMobileOperators);
  t.equal(/^DPO_COMPANY_TOKEN=(.*)$/m.exec(text)?.[1], sandboxDefaults.dpo.companyToken);
  const config = loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32), DPO_COMPANY_TOKEN: 'T', DPO_SERVICE_TYPE: '1', DPO_MOBILE_OPERATORS: value ?? '' });
  t.same(config.dpo?.mobileWallets, Object.entries(sandboxDpoWallets).map(([wallet, entry]) => ({ wallet, ...entry })));
});
