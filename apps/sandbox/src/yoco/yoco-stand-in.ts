import { standIn } from '../stand-in.ts';
import { readYocoConfig } from './yoco-config.ts';
import { yocoDefaults } from './yoco-defaults.ts';
import { renderYocoIndexEntry } from './yoco-index-entry.ts';
import { defaultYocoSecretKey } from './yoco-keys.ts';
import type { YocoOptions } from './yoco-options.ts';
import { yocoRoutes } from './yoco-routes.ts';

/** The Yoco stand-in at /yoco: secret key, retry time scale, clock (webhooks are registered through its API). */
export const yocoStandIn = standIn({
  name: 'yoco',
  defaults: yocoDefaults,
  readConfig: readYocoConfig,
  start(options: YocoOptions, { publicUrl }) {
    return {
      async register(app) {
        await app.register(yocoRoutes, { prefix: '/yoco', ...options, publicUrl });
      },
      indexEntry: renderYocoIndexEntry,
    };
  },
  startupLines: (url, config) => [`  Yoco:         ${url}/yoco/api (secret key ${config?.secretKey ?? defaultYocoSecretKey}; webhooks registered through its API)`],
});
