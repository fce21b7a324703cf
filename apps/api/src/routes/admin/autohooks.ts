import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageText } from '@guidepass/texts/en/page-text';
import { answerSentence } from '../../errors.ts';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { sendError } from '../../plugins/app/error-handler.ts';
import { adminCookie, cookieOrTokenGuard } from '../../services/auth/purpose-cookies.ts';
import { appAdminPath, sendAdminPage, wantsHtml } from '../../lib/platform/admin-page.ts';

/**
 * The /admin area's one onRequest guard, for every route under this folder: the admin cookie (browsers) or an access
 * token (API clients), then ADMIN_EMAILS. A refusal is answered here rather than thrown, so that every page of the
 * area (the queue dashboard has an error handler of its own) refuses alike: a browser gets a page it can read, an API
 * client our JSON error. (GET /admin itself, the way in, is routes/admin-entry.ts, outside this folder.)
 */
export default async function adminGuard(app: FastifyInstance) {
  const signedIn = cookieOrTokenGuard(app, adminCookie);
  app.addHook('onRequest', async function adminOnly(request, reply) {
    try {
      await signedIn(request);
      await app.requireAdmin(request);
    } catch (error) {
      const status = (error as FastifyError).statusCode;
      if (status !== 401 && status !== 403) throw error;
      return refuse(app, request, reply, error as FastifyError);
    }
  });
}

function refuse(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const status = error.statusCode!;
  // The refusals here (signed out, unverified, not an admin) name no provider.
  if (!wantsHtml(request)) return sendError(reply, status, error.code.toLowerCase(), answerSentence(error, requestMessages(request), { providers: [] }));
  const appUrl = app.config.appUrl;
  return status === 401
    ? sendAdminPage(reply, {
        status,
        title: pageText.adminSignInTitle,
        text: pageText.adminSignInText,
        link: { href: `${appUrl}${appAdminPath}`, label: pageText.openAdminInApp },
      })
    : sendAdminPage(reply, {
        status,
        title: pageText.adminOnlyTitle,
        text: pageText.adminOnlyText,
        link: { href: `${appUrl}/`, label: pageText.backToApp },
      });
}
