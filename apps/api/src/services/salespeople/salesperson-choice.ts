import type { Executor } from '@guidepass/db';
import { closeNameEdits, isCloseSalespersonName, salespersonNameKey, tidyName } from '@guidepass/domain/salesperson-name';
import { normaliseReferralCode } from '../../lib/salespeople/referral-code.ts';
import {
  findOrCreateSalesperson,
  findSalespersonByNameKey,
  findSalespersonByReferralCode,
  confirmedSalespersonsOfKeyLength,
  type SalespersonName,
} from '../../repositories/salespersons-repository.ts';
import { InvalidReferralCode, SalespersonCloseMatch, SalespersonNameRequired } from '../../errors.ts';

/** Who sold guidepass, as a member names them (sign-up, PUT /api/me/salesperson); "nobody" needs no deciding. */
export type SalespersonAnswer =
  | { referralCode: string }
  | { firstName: string; lastName: string; confirmNewSalesperson?: boolean | undefined };

/** What an answer means, decided before anything is written. */
export type SalespersonDecision =
  /** an existing record; `byCode` when a referral code named it */
  | { kind: 'existing'; salesperson: SalespersonRow; byCode: boolean }
  /** a name no salesperson has, and none close (or the member confirmed it is new): created when settled */
  | { kind: 'new'; name: SalespersonName }
  /** no salesperson to credit; the profile shows these names */
  | { kind: 'none'; names: SalespersonName };

interface SalespersonRow {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
}

const maxSuggestions = 3;

/**
 * Decides an answer (product.md §9): a referral code decides alone (unknown: 400); a typed name that normalises to
 * an existing salesperson's key attaches to it; a new name with existing close misses is refused with their names
 * (409 salesperson-close-match) unless the member confirmed it is new. Reads only, so a refusal changes nothing.
 */
export async function decideSalesperson(db: Executor, answer: SalespersonAnswer): Promise<SalespersonDecision> {
  if ('referralCode' in answer) {
    const found = await findSalespersonByReferralCode(db, normaliseReferralCode(answer.referralCode));
    if (!found) throw new InvalidReferralCode();
    return { kind: 'existing', salesperson: found, byCode: true };
  }
  const firstName = tidyName(answer.firstName);
  const lastName = tidyName(answer.lastName);
  if (!firstName || !lastName) throw new SalespersonNameRequired();
  const name = { firstName, lastName, fullName: `${firstName} ${lastName}` };
  const key = salespersonNameKey(name.fullName);
  const exact = await findSalespersonByNameKey(db, key);
  if (exact) return { kind: 'existing', salesperson: exact, byCode: false };
  if (!answer.confirmNewSalesperson) {
    const close = await closeSalespersonNames(db, key);
    if (close.length > 0) throw new SalespersonCloseMatch(close);
  }
  return { kind: 'new', name };
}

/** The full names of confirmed salespersons close to a typed key, oldest first (never a name to review). */
async function closeSalespersonNames(db: Executor, key: string): Promise<string[]> {
  // Word order is compared too (same length), so the length window is at least that.
  const rows = await confirmedSalespersonsOfKeyLength(db, key, closeNameEdits(key));
  return rows
    .filter((row) => isCloseSalespersonName(key, row.name_key))
    .slice(0, maxSuggestions)
    .map((row) => row.full_name);
}

/** The salesperson columns a user row takes for a decision, creating the new salesperson in `trx` if there is one. */
export async function settleSalesperson(trx: Executor, decision: SalespersonDecision) {
  if (decision.kind === 'existing') return decision.salesperson;
  if (decision.kind === 'new') return findOrCreateSalesperson(trx, decision.name);
  const names = decision.names;
  return { id: null, first_name: names.firstName, last_name: names.lastName, full_name: names.fullName };
}
