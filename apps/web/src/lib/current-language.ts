import { chooseLanguage, type Language } from '@guidepass/texts/language';
import { messagesFor, type Messages } from '@guidepass/texts/messages-for';

/** The language the web writes in: the first of the browser's preferred languages that guidepass speaks. */
export function currentLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return chooseLanguage(preferred);
}

/** The shared messages (server and web) in the web's current language. */
export function currentMessages(): Messages {
  return messagesFor(currentLanguage());
}
