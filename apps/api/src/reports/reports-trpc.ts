import { reportAsOfInput, reportDateInput } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { ageingReport, dayBookReport, portfolioReport, reportSeries } from './report-service.ts'
import { shortfallDashboard } from './shortfall-service.ts'

/** The staff app's Reports page (tenant admins) and the dashboard's Shortfall card (all staff). */
export const reportsRouter = router({
  /** `{asOf, report}`: the REST report with the day it is for. */
  portfolio: permittedProcedure('reports.read')
    .input(reportAsOfInput)
    .query(({ ctx, input }) => portfolioReport(ctx.app, ctx.principal.tenantId, input?.asOf)),
  ageing: permittedProcedure('reports.read')
    .input(reportAsOfInput)
    .query(({ ctx, input }) => ageingReport(ctx.app, ctx.principal.tenantId, input?.asOf)),
  dayBook: permittedProcedure('reports.read')
    .input(reportDateInput)
    .query(({ ctx, input }) => dayBookReport(ctx.app, ctx.principal.tenantId, input?.date)),
  /** The charts: outstanding by month end, collections by day and mode, ageing, the gold rate. */
  series: permittedProcedure('reports.read').query(({ ctx }) => reportSeries(ctx.app, ctx.principal.tenantId)),
  /** Loans the daily job found short of gold, still short at the newest stored rate. */
  shortfalls: permittedProcedure('loans.read').query(({ ctx }) => shortfallDashboard(ctx.app, ctx.principal.tenantId)),
})
