import type { FastifyPluginAsync } from 'fastify';
import { readParams } from '../shared/request-params.ts';
import { sendHtml } from '../shared/send-html.ts';
import { renderInboxPage, renderMessageNotFoundPage, renderMessagePage } from './mail-pages.ts';
import type { MailStore } from './mail-store.ts';

export interface MailRoutesOptions {
  store: MailStore;
}

export const mailRoutes: FastifyPluginAsync<MailRoutesOptions> = async (app, { store }) => {
  app.get('/', async (_request, reply) => sendHtml(reply, 200, renderInboxPage(store.list())));

  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    return message
      ? sendHtml(reply, 200, renderMessagePage(message))
      : sendHtml(reply, 404, renderMessageNotFoundPage(request.params.id));
  });

  app.get('/api/messages', async (request) => {
    const { to } = readParams(request.query);
    return { messages: store.list({ to }) };
  });
};
