import type { Messages } from '@guidepass/texts/messages-for';

/** How people reach support (GET /api/support), shown wherever a message says "contact support". */
export interface SupportContact {
  /** null when the deployment has not configured one */
  email: string | null;
  /** international format (+26771234567), or null */
  whatsapp: string | null;
}

/**
 * The messages that tell the reader to contact support, by their catalogue key: a view showing one shows how
 * (the domain's test keeps the list true to the English wording; code never reads the wording).
 */
export const messagesNamingSupport = ['profileNotFound', 'captureFailed'] as const satisfies ReadonlyArray<keyof Messages>;

/** Whether the catalogue's message `key` tells the reader to contact support. */
export function messageNamesSupport(key: keyof Messages): boolean {
  return (messagesNamingSupport as ReadonlyArray<keyof Messages>).includes(key);
}

// The failure reasons whose sentence (reason-sentences.ts) is one of those messages.
const reasonsNamingSupport: readonly string[] = ['profile-not-found'];

/** Whether the sentence of a failure's `reason` tells the reader to contact support, so the view should show how. */
export function reasonNamesSupport(reason: string | undefined): boolean {
  return reason !== undefined && reasonsNamingSupport.includes(reason);
}
