import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { monthPattern } from '@guidepass/domain/gaborone-month';
import { salespeopleWithEarnings } from '../../../services/salespeople/salespeople-list.ts';
import { referralUrl } from '../../../lib/salespeople/referral-url.ts';

const Month = Type.Object({ month: Type.Optional(Type.String({ pattern: monthPattern })) }, { additionalProperties: false });

/**
 * GET /api/salespersons[?month=YYYY-MM]: every confirmed salesperson's record with its earnings, for administrators
 * (ADMIN_EMAILS), read from the per-month rollup (services/salespeople/salespeople-list.ts says what each figure is). The same
 * list with search and sorting is GET /api/admin/salespersons. Each row carries its referral link, for the admin to
 * hand over with its QR code (product.md §20).
 */
export default async function salespersonsRoute(app: FastifyInstance) {
  app.get<{ Querystring: { month?: string } }>('', { schema: { querystring: Month } }, async (request) => ({
    data: (await salespeopleWithEarnings(app.db, request.query.month)).map((row) => ({ ...row, referralUrl: referralUrl(app.config.appUrl, row.referralCode) })),
  }));
}
