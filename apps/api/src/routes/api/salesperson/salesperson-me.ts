import type { FastifyInstance } from 'fastify';
import { formatPaidWith } from '@guidepass/texts/paid-with';
import { Type } from 'typebox';
import { currentMonth, monthPattern, monthRange } from '@guidepass/domain/gaborone-month';
import { memberLabel, memberShortName } from '@guidepass/domain/member-label';
import { decimalAmount } from '@guidepass/domain/tiers';
import { formatPula } from '@guidepass/texts/format';
import { Data } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { salespersonSummary, type MonthFigures } from '../../../repositories/salesperson-rollup-repository.ts';
import { salespersonLedger } from '../../../repositories/salesperson-ledger-repository.ts';
import { NotSalesperson } from '../../../errors.ts';
import { referralUrl } from '../../../lib/salespeople/referral-url.ts';

const OneMonth = Type.Object({ month: Type.Optional(Type.String({ pattern: monthPattern })) }, { additionalProperties: false });
const MonthOnly = Type.Object({ month: Type.String({ pattern: monthPattern }) }, { additionalProperties: false });

const Figures = {
  signups: Type.Integer(),
  payingMembers: Type.Integer(),
  sales: Type.Integer(),
  earningsThebe: Type.Integer(),
  earnings: Type.String(),
  paidOutThebe: Type.Integer(),
  owedThebe: Type.Integer(),
};
const MeData = Data(
  Type.Object({
    id: Type.String(),
    fullName: Type.String(),
    referralCode: Type.String(),
    referralUrl: Type.String(),
    month: Type.Object({ label: Type.String(), ...Figures }),
    allTime: Type.Object(Figures),
  }),
);
const LedgerData = Data(
  Type.Object({
    month: Type.String(),
    rows: Type.Array(
      Type.Object({
        at: Type.String(),
        tierId: Type.String(),
        tierName: Type.String(),
        /** the pula price (a refund: its share of it), in thebe; `amount` and `currency` are what was charged */
        priceThebe: Type.Integer(),
        amount: Type.String(),
        amountMinor: Type.Integer(),
        currency: Type.String(),
        commissionThebe: Type.Integer(),
        kind: Type.Union([Type.Literal('sale'), Type.Literal('refund')]),
        member: Type.String(),
        memberName: Type.String(),
        /** how the member paid (formatPaidWith, product.md §17) */
        paidWith: Type.String(),
      }),
    ),
  }),
);

const shown = (figures: MonthFigures) => ({
  signups: figures.signups,
  payingMembers: figures.payingMembers,
  sales: figures.sales,
  earningsThebe: figures.earningsThebe,
  earnings: formatPula(figures.earningsThebe),
  paidOutThebe: figures.paidOutThebe,
  owedThebe: figures.owedThebe,
});

/**
 * GET /api/salesperson/me and /me/ledger (product.md §9): the salesperson record the caller claimed, its referral
 * link and figures (this Gaborone month, or `?month=`, and all time), and a month's sales and refunds with members
 * shown only by initials and a masked e-mail, or a first name and an initial (§14). 403 for an account that claimed no record.
 */
export default async function salespersonMeRoutes(app: FastifyInstance) {
  const claimedRecord = async (userId: string) => {
    const record = await app.db.selectFrom('salespersons').select(['id', 'full_name', 'referral_code']).where('user_id', '=', userId).executeTakeFirst();
    if (!record) throw new NotSalesperson();
    return record;
  };

  app.get<{ Querystring: { month?: string } }>('/me', { schema: { querystring: OneMonth, response: { 200: MeData } } }, async (request) => {
    const record = await claimedRecord(callerOf(request).id);
    const month = request.query.month ?? currentMonth();
    const summary = await salespersonSummary(app.db, record.id, month);
    return {
      data: {
        id: record.id,
        fullName: record.full_name,
        referralCode: record.referral_code,
        referralUrl: referralUrl(app.config.appUrl, record.referral_code),
        month: { label: month, ...shown(summary.month) },
        allTime: shown(summary.allTime),
      },
    };
  });

  app.get<{ Querystring: { month: string } }>('/me/ledger', { schema: { querystring: MonthOnly, response: { 200: LedgerData } } }, async (request) => {
    const record = await claimedRecord(callerOf(request).id);
    const range = monthRange(request.query.month);
    const rows = await salespersonLedger(app.db, record.id, range.from, range.to);
    return {
      data: {
        month: range.label,
        rows: rows.map((row) => {
          const member = row.email ? memberLabel(row.email) : 'a deleted account';
          return {
            at: new Date(row.at!).toISOString(),
            tierId: row.tier_id,
            tierName: row.tier_name ?? row.tier_id,
            priceThebe: row.price_thebe ?? 0,
            amount: decimalAmount(row.amount_minor),
            amountMinor: row.amount_minor,
            currency: row.currency,
            commissionThebe: row.commission_thebe,
            kind: row.kind,
            member,
            // Told apart by first name and initial (product.md §14); the masked label when the address holds no name.
            memberName: (row.email && memberShortName(row.email)) || member,
            paidWith: formatPaidWith({ provider: row.provider, mobilePhone: row.mobile_phone, mobileOperator: row.mobile_operator }),
          };
        }),
      },
    };
  });
}
