import type { Executor } from '@guidepass/db';

export interface MobileMoneyNumber {
  /** digits with the country code: 26771234567 */
  phone: string;
  operator: string;
}

/** Keeps the number and wallet a member just paid with, for their next payment (product.md §13). */
export async function rememberMobileNumber(db: Executor, userId: string, number: MobileMoneyNumber): Promise<void> {
  await db
    .insertInto('mobile_money_numbers')
    .values({ user_id: userId, phone: number.phone, operator: number.operator })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ phone: number.phone, operator: number.operator, updated_at: new Date() }))
    .execute();
}

/** The number and wallet the member used last, if any. */
export async function findMobileNumber(db: Executor, userId: string): Promise<MobileMoneyNumber | undefined> {
  return db.selectFrom('mobile_money_numbers').select(['phone', 'operator']).where('user_id', '=', userId).executeTakeFirst();
}
