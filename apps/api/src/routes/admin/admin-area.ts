import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { decimalAmount } from '@guidepass/domain/tiers';
import { formatAmountCharged, formatPrice, formatPula } from '@guidepass/texts/format';
import { pageText } from '@guidepass/texts/en/page-text';
import { findPayment } from '@guidepass/payments/payments-repository';
import { chargedTotals } from '../../repositories/charged-totals-repository.ts';
import { monthFigures, monthReport } from '../../repositories/salesperson-rollup-repository.ts';
import { requestCapture } from '../../services/payments/request-capture.ts';
import { PaymentNotFound } from '../../errors.ts';
import { csvCell } from '../../lib/platform/csv-cell.ts';
import { appAdminPath, sendAdminPage, wantsHtml } from '../../lib/platform/admin-page.ts';
import { monthPattern, monthRange } from '@guidepass/domain/gaborone-month';
import { Uuid } from '../../schemas/common.ts';

const Month = Type.Object({ month: Type.Optional(Type.String({ pattern: monthPattern })) }, { additionalProperties: false });

/** The month's amounts charged in other currencies than pula, per salesperson of the report. */
async function chargedOf(app: FastifyInstance, salespersonIds: string[], range: { from: Date; to: Date }) {
  const byId = new Map<string, { currency: string; amountMinor: number }[]>();
  for (const row of await chargedTotals(app.db, salespersonIds, range.from, range.to)) {
    byId.set(row.salesperson_id, [...(byId.get(row.salesperson_id) ?? []), { currency: row.currency, amountMinor: row.amount_minor }]);
  }
  return byId;
}

/**
 * /admin: the monthly earnings report (JSON and CSV) and "re-check payment", for ADMIN_EMAILS (the BullMQ dashboard
 * beside them is queue-dashboard.ts).
 * Behind the area's guard (autohooks.ts): browsers come with the admin cookie from POST /api/admin/session,
 * API clients with their Bearer token. People read the report in the app's admin view, which also links the CSV.
 */
export default async function adminArea(app: FastifyInstance) {
  // A browser sent here with a bad address gets a page, not JSON; API clients get the usual error answer.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 || !wantsHtml(request)) throw error;
    return sendAdminPage(reply, {
      status,
      title: pageText.adminAddressInvalidTitle,
      text: pageText.adminAddressInvalidText,
      link: { href: `${app.config.appUrl}${appAdminPath}`, label: pageText.openAdminInApp },
    });
  });

  app.get<{ Querystring: { month?: string } }>('/earnings', { schema: { querystring: Month } }, async (request, reply) => {
    const range = monthRange(request.query.month);
    // The JSON is for the app and API clients; a person opening it is shown the same month as a table in the app.
    if (wantsHtml(request)) return reply.redirect(`${app.config.appUrl}${appAdminPath}&month=${range.label}`, 303);
    const rows = await monthReport(app.db, range.label);
    const charged = await chargedOf(app, rows.map((row) => row.id), range);
    return {
      data: {
        month: range.label,
        salespersons: rows.map((row) => {
          const figures = monthFigures(row);
          return {
            id: row.id,
            fullName: row.full_name,
            referralCode: row.referral_code,
            ...figures,
            revenue: formatPula(figures.revenueThebe),
            // where the sales were charged in another currency: what was charged, per currency (product.md §13)
            charged: (charged.get(row.id) ?? []).map(({ currency, amountMinor }) => ({ currency, amountMinor, label: formatPrice(amountMinor, currency) })),
            commission: formatPula(figures.earningsThebe),
            commissionThebe: figures.earningsThebe,
            paidOut: formatPula(figures.paidOutThebe),
            owed: formatPula(figures.owedThebe),
          };
        }),
      },
    };
  });

  app.get<{ Querystring: { month?: string } }>('/earnings.csv', { schema: { querystring: Month } }, async (request, reply) => {
    const range = monthRange(request.query.month);
    const rows = await monthReport(app.db, range.label);
    const charged = await chargedOf(app, rows.map((row) => row.id), range);
    const lines = [
      ['month', 'salesperson', 'referral_code', 'sales', 'revenue_pula', 'charged_other_currencies', 'commission_pula', 'paid_out_pula', 'owed_pula'].join(','),
      ...rows.map((row) => {
        const figures = monthFigures(row);
        const other = (charged.get(row.id) ?? []).map(({ currency, amountMinor }) => formatAmountCharged(amountMinor, currency)).join('; ');
        return [range.label, row.full_name, row.referral_code, figures.sales, decimalAmount(figures.revenueThebe), other, decimalAmount(figures.earningsThebe), decimalAmount(figures.paidOutThebe), decimalAmount(figures.owedThebe)]
          .map(csvCell)
          .join(',');
      }),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="guidepass-earnings-${range.label}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`);
  });

  // Salespersons whose names became one key when keys were re-made (see the rekey_salesperson_names migration).
  app.get('/salesperson-key-collisions', async () => {
    const rows = await app.db
      .selectFrom('salesperson_key_collisions as c')
      .innerJoin('salespersons as s', 's.id', 'c.salesperson_id')
      .innerJoin('salespersons as k', 'k.id', 'c.kept_salesperson_id')
      .select(['c.name_key', 's.full_name', 's.referral_code', 'k.full_name as kept_full_name', 'k.referral_code as kept_referral_code', 'c.detected_at'])
      .orderBy('c.detected_at')
      .execute();
    return {
      data: rows.map((r) => ({
        nameKey: r.name_key,
        fullName: r.full_name,
        referralCode: r.referral_code,
        keptFullName: r.kept_full_name,
        keptReferralCode: r.kept_referral_code,
        detectedAt: r.detected_at,
      })),
    };
  });

  app.post<{ Params: { id: string } }>('/payments/:id/recheck', { schema: { params: Type.Object({ id: Uuid }) } }, async (request) => {
    const payment = await findPayment(app.db, request.params.id);
    if (!payment) throw new PaymentNotFound();
    return { data: await requestCapture(app, payment.id, { kind: 'confirm-payment', paymentId: payment.id, requestId: request.id }) };
  });
}
