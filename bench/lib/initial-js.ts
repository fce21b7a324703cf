import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** The JavaScript index.html loads first: scripts with a src and modulepreload links (lazy chunks do not count). */
function initialScriptUrls(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const type = attribute(tag, 'type')?.toLowerCase();
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url || /^[a-z]+:\/\//i.test(url)) continue;
    if (isScript ? type === undefined || type === 'module' || type.includes('javascript') : rel.includes('modulepreload')) found.add(url);
  }
  return [...found];
}

/**
 * The built app's initial JavaScript, each file gzipped, in kB of 1000 bytes (as Vite and
 * scripts/check-bundle-size.ts count them; that script exports no function, so the count is repeated here).
 */
export function initialJsGzippedKb(distDir: string): { totalKb: number; files: { url: string; gzippedKb: number }[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = initialScriptUrls(html).map((url) => {
    const bytes = readFileSync(path.join(distDir, url.replace(/^\.?\//, '').split(/[?#]/)[0]!));
    return { url, gzippedKb: gzipSync(bytes).length / 1000 };
  });
  if (files.length === 0) throw new Error(`${path.join(distDir, 'index.html')} loads no script`);
  return { totalKb: files.reduce((sum, file) => sum + file.gzippedKb, 0), files };
}
