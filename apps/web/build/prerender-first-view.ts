import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import beastiesModule from 'beasties';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { reactIsPreact } from './react-is-preact.ts';
type FirstViewModule = typeof import('../src/prerender/render-first-view.tsx');

const entry = '/src/prerender/render-first-view.tsx';

// beasties' types read as CommonJS under this project's module settings: its class is then the default's default.
type BeastiesClass = (typeof beastiesModule)['default'];
const Beasties: BeastiesClass = (beastiesModule as unknown as { default?: BeastiesClass }).default ?? (beastiesModule as unknown as BeastiesClass);
const emptyRoot = '<div id="root"></div>';

/**
 * product.md §19: once the app is written to dist/, renders its first view in Node from the same components
 * (src/prerender/render-first-view.tsx, loaded through Vite) into index.html, and the referral link's page beside it
 * (firstViewPages.referral, its name a placeholder the api fills), then inlines each page's critical CSS (beasties)
 * and loads the rest of the stylesheet without blocking the first paint. Runs before vite-plugin-pwa's closeBundle,
 * so the service worker precaches the prerendered index.html (its revision included).
 */
export function prerenderFirstView(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'guidepass-prerender-first-view',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // Loaded through Vite (as are the workspace packages it names): this config's loader runs no TypeScript of theirs.
      const { markup, returningMember, firstViewPages } = await renderInNode(root);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
      const beasties = new Beasties({ path: outDir, publicPath: '/', logLevel: 'warn', // 'body': the full stylesheet linked at the end of the page, so it never holds up the first paint and needs no
      // inline handler (the page's content security policy allows only the inline scripts it names).
      preload: 'body' });
      const page = async (body: string) =>
        beasties.process(
          template
            .replace('</head>', `<style>${returningMember.style}</style><script>${returningMember.headScript}</script></head>`)
            .replace(
              emptyRoot,
              `<div id="root" data-prerendered>${body}</div>${returningMember.loadingTemplate(markup.loading)}<script>${returningMember.bodyScript}</script>`,
            ),
        );
      writeFileSync(path.join(outDir, firstViewPages.plain), await page(markup.plain));
      writeFileSync(path.join(outDir, firstViewPages.referral), await page(markup.referral));
    },
  };
}

async function renderInNode(root: string): Promise<{ markup: ReturnType<FirstViewModule['renderFirstView']> } & Pick<FirstViewModule, 'returningMember' | 'firstViewPages'>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: reactIsPreact },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule(entry)) as FirstViewModule;
    return { markup: module.renderFirstView(), returningMember: module.returningMember, firstViewPages: module.firstViewPages };
  } finally {
    await server.close();
  }
}
