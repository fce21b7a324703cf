import { buildWeb, webIsBuilt } from '../../harness/build-web.ts';
import { webDist } from '../../harness/paths.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { initialJsGzippedKb } from '../lib/initial-js.ts';
import { runLighthouse } from '../lib/lighthouse.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';

const scoreTarget = 90;
const initialJsBudgetKb = 100;

/**
 * Lighthouse (mobile, performance) on the auth view a signed-out visitor gets at `/`, served by the product's api
 * in this process from apps/web/dist (built first if missing), and the gzipped initial JavaScript of that build.
 */
async function measureLighthouse(context: BenchContext): Promise<SectionResult> {
  if (!webIsBuilt()) {
    context.say('apps/web/dist is missing: building the web app');
    buildWeb();
  }
  const initialJs = initialJsGzippedKb(webDist);
  const product = await startBenchProduct(context, { mode: 'in-process', sandbox: false, workers: false, webRoot: webDist });
  const url = `${product.apiUrl}/`;
  context.say(`lighthouse ${url} (mobile, performance)`);
  const figures = await runLighthouse(url, 180_000);
  return {
    rows: [
      row('lighthouse', 'performance score (mobile, auth view)', figures.performanceScore, '', scoreTarget, 'target score', { atLeast: scoreTarget }),
      row('lighthouse', 'first contentful paint', figures.firstContentfulPaintMs, 'ms', null, '—'),
      row('lighthouse', 'largest contentful paint', figures.largestContentfulPaintMs, 'ms', null, '—'),
      row('lighthouse', 'total blocking time', figures.totalBlockingTimeMs, 'ms', null, '—'),
      row('lighthouse', 'initial JS, gzipped', initialJs.totalKb, 'KB', initialJsBudgetKb, 'budget', { atMost: initialJsBudgetKb }),
    ],
    details: { url, lighthouse: figures, initialJs },
  };
}

const title = 'Lighthouse mobile on the auth view, initial JS';
export const lighthouseSection: Section = { name: 'lighthouse', title, timeLimitSeconds: 300, run: measureLighthouse };
