import type { FastifyReply } from 'fastify';
import { languageCode } from '@guidepass/texts/en/language-code';
import { pageText } from '@guidepass/texts/en/page-text';
import { framedPageHeaders } from '../platform/security-headers.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small HTML page (the guide opens in a frame, so not JSON) with a message and a link back to the app. */
export function sendBackToAppPage(reply: FastifyReply, appUrl: string, status: number, text: string) {
  const page = `<!doctype html><html lang="${languageCode}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>guidepass</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;line-height:1.5}a{display:inline-block;padding:12px 20px;min-height:44px;box-sizing:border-box;background:#0b6e4f;color:#fff;border-radius:8px;text-decoration:none}</style></head>
<body><p>${escape(text)}</p><p><a href="${escape(appUrl)}/" target="_top">${escape(pageText.backToApp)}</a></p></body></html>`;
  // Shown in the guide frame, so framed by the app; every other page of ours refuses framing.
  return reply.code(status).headers(framedPageHeaders).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
