import { SELLER_COPY_SCHEDULE } from '#shared/domain/tax.ts';
import {
  HstThresholdView,
  TaxDetailsInput,
  TaxDetailsView,
  TaxReturnInput,
  TaxReturnPreflight,
  TaxStatement,
  YearParams,
} from '#shared/schemas/tax.ts';
import { actorOf } from '../../http/access.ts';
import type { App, AppContext } from '../../context.ts';
import { taxDataKey } from './tax-crypto.ts';
import { saveTaxDetails, taxDetailsView } from './tax-details.service.ts';
import { generateReturn, returnPreflight } from './tax-return.service.ts';
import { sendThresholdNotices } from './hst-threshold-notices.ts';
import { hstThreshold } from './hst-threshold.service.ts';
import {
  remindMissingTaxDetails,
  sendSellerCopies,
  statementCsvOf,
  taxStatement,
} from './tax-statements.service.ts';

const tags = ['tax'];

/** Settings → Tax details, Earnings → Statements, and the admin console's Tax reporting. */
export function taxRoutes(app: App, ctx: AppContext): void {
  // On first start without TAX_DATA_KEY, the key file is made now rather than at first use.
  taxDataKey(ctx.env);

  app.get(
    '/api/tax-details',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Whether your tax details are complete (the number masked)',
        tags,
        response: { 200: TaxDetailsView },
      },
    },
    (request) => taxDetailsView(ctx, actorOf(request).id),
  );

  app.put(
    '/api/tax-details',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Replace your tax details (encrypted; only ever shown masked)',
        tags,
        body: TaxDetailsInput,
        response: { 200: TaxDetailsView },
      },
    },
    (request) => saveTaxDetails(ctx, actorOf(request).id, request.body),
  );

  app.get(
    '/api/tax/statements/:year',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Your yearly statement by quarter (the figures the Part XX return reports)',
        tags,
        params: YearParams,
        response: { 200: TaxStatement },
      },
    },
    (request) => taxStatement(ctx, actorOf(request).id, request.params.year),
  );

  app.get(
    '/api/tax/hst-threshold',
    {
      config: { access: 'artist' },
      schema: {
        summary: 'Your taxable sales against the $30,000 small-supplier threshold, by quarter',
        tags,
        response: { 200: HstThresholdView },
      },
    },
    (request) => hstThreshold(ctx, actorOf(request).id),
  );

  app.get(
    '/api/tax/statements/:year/csv',
    {
      config: { access: 'artist' },
      schema: { summary: 'Your yearly statement as CSV', tags, params: YearParams },
    },
    async (request, reply) => {
      const { year } = request.params;
      const csv = await statementCsvOf(ctx, actorOf(request), year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${year}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/tax/:year',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A year's reportable sellers, whose details are missing, and its filings",
        tags,
        params: YearParams,
        response: { 200: TaxReturnPreflight },
      },
    },
    (request) => returnPreflight(ctx, request.params.year),
  );

  app.post(
    '/api/admin/tax/:year/return',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Generate the Part XX return (T619 transmittal + return) as XML',
        tags,
        params: YearParams,
        body: TaxReturnInput,
      },
    },
    async (request, reply) => {
      const { year } = request.params;
      const { xml, filename } = await generateReturn(
        ctx,
        actorOf(request).id,
        year,
        request.body.reportMissingAsNotProvided,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(xml);
    },
  );
}

/**
 * Daily reminders for missing details and small-supplier notices; in January, each reported
 * artist's copy.
 */
export async function scheduleTaxJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.every('tax-reminders', '0 10 * * *', () => remindMissingTaxDetails(ctx));
  await ctx.jobs.every('tax-threshold-notices', '30 10 * * *', async () => {
    await sendThresholdNotices(ctx);
  });
  await ctx.jobs.every('tax-seller-copies', SELLER_COPY_SCHEDULE, async () => {
    await sendSellerCopies(ctx);
  });
}
