import { randomInt, randomUUID } from 'node:crypto';

const alphanumeric = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomText(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** TransToken: an upper-case GUID, as DPO's. */
export const newTransToken = (): string => randomUUID().toUpperCase();

/** TransRef: DPO's own short reference, e.g. 1285DB12G. */
export const newTransRef = (): string => randomText(9, alphanumeric);

/** The approval code (CCDapproval, TransactionApproval). */
export const newApproval = (): string => randomText(10, '0123456789');

/** AccRef: DPO's internal accounting reference. */
export const newAccRef = (): string => `ACC${randomText(8, alphanumeric)}`;
