import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageCode } from '@guidepass/texts/en/language-code';
import { pageText } from '@guidepass/texts/en/page-text';

/** Where the app shows the admin area (apps/web's location.ts reads `view=admin`). */
export const appAdminPath = '/?view=admin';

/**
 * A person's browser opening a page, rather than an API client: it asks for HTML and sends no access token.
 * API clients (Accept: application/json, or a Bearer token) keep the JSON error shape.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  return !request.headers.authorization && (request.headers.accept ?? '').includes('text/html');
}

export interface AdminPage {
  status: number;
  /** The tab's title and the page's heading. */
  title: string;
  text: string;
  link: { href: string; label: string };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small, self-contained HTML page (title, lang, one heading, one link) readable on a 360 px phone. */
export function sendAdminPage(reply: FastifyReply, page: AdminPage) {
  const html = `<!doctype html>
<html lang="${languageCode}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(pageText.adminTabTitle(page.title))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f1e7;color:#1f2421;line-height:1.5}main{max-width:30rem;margin:0 auto;padding:24px 16px}h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}a{display:inline-flex;align-items:center;min-height:48px;padding:8px 20px;box-sizing:border-box;background:#0b6e4f;color:#fff;border-radius:12px;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #c4572a;outline-offset:2px}</style></head>
<body><main><h1>${escape(page.title)}</h1><p>${escape(page.text)}</p><p><a href="${escape(page.link.href)}">${escape(page.link.label)}</a></p></main></body></html>`;
  return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
