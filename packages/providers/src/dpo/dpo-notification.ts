import { parseDpoAnswer, textOf } from './dpo-xml.ts';

/**
 * What a notification names: the token and, when given, our CompanyRef (our payment id), which DPO's pushPayments
 * sends as `TransactionRef` (providers.md §6.8). Nothing else is read.
 */
export interface DpoNotification {
  transToken: string;
  companyRef: string | null;
}

const tokenShape = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Reads DPO's unsigned notification (providers.md §6.5, §6.8) as a hint only: `<API3G>` XML, or the form fields some
 * accounts are set up to post, naming `TransactionToken` and `TransactionRef` (a `CompanyRef`, undocumented, is read
 * only where TransactionRef is absent). Null when it names no token of DPO's
 * shape. Its result, amount and customer are never read: the payment is verified with verifyToken.
 */
export function readDpoNotification(raw: string): DpoNotification | null {
  const trimmed = raw.trim();
  let token: string | undefined;
  let companyRef: string | undefined;
  if (trimmed.startsWith('<')) {
    const answer = parseDpoAnswer(trimmed);
    if (!answer) return null;
    token = textOf(answer, 'TransactionToken') ?? textOf(answer, 'TransToken');
    companyRef = textOf(answer, 'TransactionRef') ?? textOf(answer, 'CompanyRef');
  } else {
    const form = new URLSearchParams(trimmed);
    token = form.get('TransactionToken') ?? form.get('TransID') ?? undefined;
    companyRef = form.get('TransactionRef') ?? form.get('CompanyRef') ?? undefined;
  }
  if (!token || !tokenShape.test(token)) return null;
  return { transToken: token, companyRef: companyRef?.slice(0, 100) || null };
}
