import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWeb } from '../../scripts/lib/build-web.ts';
import { repoRoot } from '../../scripts/lib/stack.ts';
import { startInProcessProduct } from '../lib/in-process-product.ts';
import { initialJsGzippedKb } from '../lib/initial-js.ts';
import { runLighthouse } from '../lib/lighthouse.ts';
import { row } from '../lib/rows.ts';
import type { Section } from '../lib/section.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const scoreTarget = 90;
const initialJsBudgetKb = 100;

/**
 * Lighthouse (mobile, performance) on the auth view a signed-out visitor gets at `/`, served by the product's api
 * in this process from apps/web/dist (built first if missing), and the gzipped initial JavaScript of that build.
 */
export const lighthouseSection: Section = {
  name: 'lighthouse',
  title: 'Lighthouse mobile on the auth view, initial JS',
  timeLimitSeconds: 300,
  async run(context) {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      context.say('apps/web/dist is missing: building the web app');
      buildWeb();
    }
    const initialJs = initialJsGzippedKb(webDist);
    const product = await startInProcessProduct(context, { sandbox: false, workers: false, webRoot: webDist });
    const url = `${product.apiUrl}/`;
    context.say(`lighthouse ${url} (mobile, performance)`);
    const figures = await runLighthouse(url, 180_000);
    return {
      rows: [
        row('lighthouse', 'performance score (mobile, auth view)', figures.performanceScore, '', scoreTarget, 'target score'),
        row('lighthouse', 'first contentful paint', figures.firstContentfulPaintMs, 'ms', null, '—'),
        row('lighthouse', 'largest contentful paint', figures.largestContentfulPaintMs, 'ms', null, '—'),
        row('lighthouse', 'total blocking time', figures.totalBlockingTimeMs, 'ms', null, '—'),
        row('lighthouse', 'initial JS, gzipped', initialJs.totalKb, 'KB', initialJsBudgetKb, 'budget'),
      ],
      details: { url, lighthouse: figures, initialJs },
    };
  },
};
