import { randomUUID } from 'node:crypto';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface StoredMessage extends ReceivedMail {
  id: string;
  receivedAt: string;
}

export interface MailStore {
  add(mail: ReceivedMail): StoredMessage;
  /** Newest first; `to` matches any recipient, case-insensitively. */
  list(filter?: { to?: string | undefined }): StoredMessage[];
  get(id: string): StoredMessage | undefined;
}

export interface MailStoreOptions {
  capacity?: number;
  now?: () => Date;
}

export function createMailStore({ capacity = 500, now = () => new Date() }: MailStoreOptions = {}): MailStore {
  // Oldest first; the oldest message is dropped once capacity is reached.
  let messages: StoredMessage[] = [];

  return {
    add(mail) {
      const message: StoredMessage = { id: randomUUID(), ...mail, receivedAt: now().toISOString() };
      messages.push(message);
      if (messages.length > capacity) messages = messages.slice(messages.length - capacity);
      return message;
    },
    list(filter = {}) {
      const wanted = filter.to?.trim().toLowerCase();
      const matching = wanted
        ? messages.filter((message) => message.to.some((recipient) => recipient.toLowerCase() === wanted))
        : messages;
      return [...matching].reverse();
    },
    get(id) {
      return messages.find((message) => message.id === id);
    },
  };
}
