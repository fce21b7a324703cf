// npm run write:provider-settings: rewrites docker-compose.yml's and .env.sandbox's provider blocks from the providers'
// folders (scripts/provider-settings-blocks.ts), e.g. after adding a provider to the lists.
import { repoRoot } from '../harness/paths.ts';
import { writeProviderSettingsBlocks } from './provider-settings-blocks.ts';

const written = writeProviderSettingsBlocks(repoRoot);
console.log(written.length ? `rewrote ${written.join(', ')}` : 'docker-compose.yml and .env.sandbox already carry every provider');
