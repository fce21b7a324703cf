// Renders the web app's PNG icons and favicon from apps/web/public/icons/logo.svg with Debian's Chromium.
// Run once after changing the logo: `node --import tsx scripts/render-icons.ts`; the outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { repoRoot } from '../harness/paths.ts';

const publicDir = path.join(repoRoot, 'apps/web/public');
const logo = readFileSync(path.join(publicDir, 'icons/logo.svg'), 'utf8');

// The logo is a full-bleed sand square whose mark stays inside the maskable safe zone (the central 80 %).
interface Variant {
  /** Where the PNG goes under apps/web/public; the favicon sizes only go into favicon.ico. */
  file: string;
  size: number;
  /** Corner radius as a share of the size: launchers show "any" icons as they are, so they get app-like corners. */
  radius: number;
  /** Zooms onto the mark, for sizes where the safe-zone margin would waste pixels. */
  viewBox?: string;
}

const markViewBox = '104 104 304 304';
const variants: Variant[] = [
  { file: 'icons/icon-192.png', size: 192, radius: 0.22 },
  { file: 'icons/icon-512.png', size: 512, radius: 0.22 },
  // Maskable and Apple touch icons must be opaque squares: the platform cuts its own shape.
  { file: 'icons/icon-maskable-512.png', size: 512, radius: 0 },
  { file: 'icons/apple-touch-icon-180.png', size: 180, radius: 0 },
  { file: 'favicon-32', size: 32, radius: 0.2, viewBox: markViewBox },
  { file: 'favicon-16', size: 16, radius: 0.2, viewBox: markViewBox },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const rendered = new Map<string, Buffer>();
  for (const variant of variants) {
    const page = await browser.newPage({ viewport: { width: variant.size, height: variant.size }, deviceScaleFactor: 1 });
    const svg = variant.viewBox ? logo.replace(/viewBox="[^"]*"/, `viewBox="${variant.viewBox}"`) : logo;
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="${src}" width="${variant.size}" height="${variant.size}" ` +
        `style="display:block;border-radius:${variant.radius * 100}%"></body></html>`,
    );
    // A string: this script is type-checked without the DOM library.
    await page.evaluate('document.images[0].decode()');
    const png = await page.screenshot({ omitBackground: variant.radius > 0, type: 'png' });
    await page.close();
    if (variant.file.endsWith('.png')) writeFileSync(path.join(publicDir, variant.file), png);
    rendered.set(variant.file, png);
    console.log(`${variant.file} ${variant.size}x${variant.size} ${png.length} bytes`);
  }
  const ico = icoOf([rendered.get('favicon-16')!, rendered.get('favicon-32')!], [16, 32]);
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico);
  console.log(`favicon.ico 16+32 ${ico.length} bytes`);
} finally {
  await browser.close();
}

/** An ICO file holding PNG images (every browser reads PNG-in-ICO). */
function icoOf(pngs: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  pngs.forEach((png, i) => {
    const size = sizes[i]!;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}
