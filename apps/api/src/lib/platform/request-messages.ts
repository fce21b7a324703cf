import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, chooseLanguage } from '@guidepass/texts/language';
import { messagesFor, type Messages } from '@guidepass/texts/messages-for';

/** The messages in the language the request asks for (Accept-Language), the default one when it asks for none we speak. */
export function requestMessages(request: FastifyRequest): Messages {
  return messagesFor(chooseLanguage(acceptedLanguages(request.headers['accept-language'])));
}
