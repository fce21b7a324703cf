import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstViewDataId, firstViewPages, salespersonNamePlaceholder, type FirstViewData } from '@guidepass/domain/first-view';

/** The prerendered pages of the web build (product.md §19), read once at start. */
export interface FirstViewTemplates {
  /** index.html: the sign-up form */
  plain: string;
  /** the referral link's page, "Sold by" its placeholder; null for a build without one */
  referral: string | null;
  /** 'sha256-…' of each inline script the build wrote (the page's content security policy allows exactly these) */
  scriptHashes: string[];
}

export function readFirstViewTemplates(root: string): FirstViewTemplates {
  const plain = readFileSync(path.join(root, firstViewPages.plain), 'utf8');
  const referralPath = path.join(root, firstViewPages.referral);
  const referral = existsSync(referralPath) ? readFileSync(referralPath, 'utf8') : null;
  return { plain, referral, scriptHashes: inlineScriptHashes([plain, referral ?? ''].join('\n')) };
}

/** Hashes of the inline scripts that run (not JSON data blocks), as CSP's script-src names them. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!) || /type\s*=\s*["']?application\/json/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// Inside <script type="application/json">: nothing can close the element or start a comment.
const scriptSafeJson = (data: FirstViewData) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page for `/?ref=CODE`: with a salesperson, the referral page with their name in it; with none, the plain form.
 * Either carries what it was filled with, so that the app starts from the same (and asks nothing).
 */
export function fillReferralPage(templates: FirstViewTemplates, code: string, fullName: string | null): string {
  const named = fullName !== null && templates.referral !== null;
  const page = named ? templates.referral!.replaceAll(salespersonNamePlaceholder, escapeHtml(fullName)) : templates.plain;
  const data = `<script type="application/json" id="${firstViewDataId}">${scriptSafeJson({ referral: { code, fullName: named ? fullName : null } })}</script>`;
  return page.replace('</body>', `${data}</body>`);
}

export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(identity) };
}
