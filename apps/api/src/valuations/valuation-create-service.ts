import {
  type Principal, assertFiniteNumbers, checkValuationTotals, computeValuation, generateEmiSchedule, isPlausibleRatePerGram,
  validateValuationRequest, valuationErrors, isRecord, optionalText, optionalTextAsSent,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { resolveGoldRate } from '../gold-rates/gold-rate-service.ts'
import {
  type BankChoice, type CustomerChoice, resolveBankChoice, resolveCustomerChoice,
} from './valuation-create-input.ts'
import { VALUATION_ROW_SELECT, valuationRowJson } from './valuation-json.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type Body = Record<string, unknown>

export type CreatedValuation = { created: boolean; valuation: ReturnType<typeof valuationRowJson> }

type RateChoice = {
  goldRate: number; rateBasis: 'live' | 'bank'; liveGoldRate22k: number | null; bankGoldRate22k: number | null
  goldRateSource: string; goldRateAt: Date
}

/**
 * The 22K rate that prices the valuation. `bank` basis (only the exact string) takes the bank
 * template's rate and never falls back to the live one; the live rate is still snapshotted when one
 * can be had, but its absence does not block a bank-priced valuation. A bank rate stored before
 * rates had a range (Infinity, 1e308) counts as no rate rather than pricing the gold with it.
 */
async function chooseRate(ctx: AppContext, basisRaw: unknown, bank: BankChoice): Promise<RateChoice> {
  if (basisRaw === 'bank') {
    const rate = bank?.kind === 'existing' ? bank.goldRate22k : null
    if (!isPlausibleRatePerGram(rate)) throw valuationErrors.error('bankRateMissing')
    const live = await resolveGoldRate(ctx).catch(() => null)
    const existing = bank as Extract<BankChoice, { kind: 'existing' }>
    return {
      goldRate: rate, rateBasis: 'bank', liveGoldRate22k: live?.rate22k ?? null, bankGoldRate22k: rate,
      goldRateSource: `Bank rate: ${existing.name}`, goldRateAt: existing.updatedAt,
    }
  }
  const live = await resolveGoldRate(ctx)
  return {
    goldRate: live.rate22k, rateBasis: 'live', liveGoldRate22k: live.rate22k, bankGoldRate22k: null,
    goldRateSource: live.source, goldRateAt: live.fetchedAt,
  }
}

async function findByClientRequestId(ctx: AppContext, tenantId: string, clientRequestId: string | null) {
  if (!clientRequestId) return null
  return ctx.db.forTenant(tenantId).valuation.findFirst({ where: { clientRequestId }, select: VALUATION_ROW_SELECT })
}

/**
 * POST /api/valuations (platform-spec 2.9, 4.5). Order: idempotency lookup, every validation
 * (request and ornaments, customer, bank, rates), then one transaction writing the inline customer
 * and bank, the valuation, its ornaments and EMI schedule. A unique violation there is either a lost
 * clientRequestId race (answer the winner's row, 200) or a concurrent inline borrower (409).
 */
export async function createValuation(ctx: AppContext, staff: Staff, body: unknown): Promise<CreatedValuation> {
  const input: Body = isRecord(body) ? body : {}
  const tenantId = staff.tenantId
  const clientRequestId = optionalText(input.clientRequestId)?.slice(0, 200) ?? null
  const replay = await findByClientRequestId(ctx, tenantId, clientRequestId)
  if (replay) return { created: false, valuation: valuationRowJson(replay) }

  const request = validateValuationRequest(input)
  const customer = await resolveCustomerChoice(ctx, staff, request.customerId, input)
  const bank = await resolveBankChoice(ctx, staff, input)
  const rate = await chooseRate(ctx, input.rateBasis, bank)
  const result = computeValuation({
    type: input.type, ornaments: request.ornaments, rate22k: rate.goldRate, valuationFee: input.valuationFee,
    ltvPercentage: input.ltvPercentage, interestRate: input.interestRate, requestedLoanAmount: input.requestedLoanAmount,
    emiInstallments: input.emiInstallments,
  })
  checkValuationTotals(result)
  const now = ctx.now()
  const schedule = result.emiInstallments === null ? [] : generateEmiSchedule({
    principal: result.estimatedLoan, annualInterestRate: result.interestRate, installments: result.emiInstallments, startDate: now,
  })
  assertStorableNumbers(rate, result, schedule)
  if (input.sendToCustomer === true || input.sendToBank === true) {
    ctx.log.info({ tenantId, sendToCustomer: input.sendToCustomer === true, sendToBank: input.sendToBank === true }, 'valuation create asked to send; nothing is sent from create')
  }

  try {
    const valuationData = (customerId: string, bankId: string | null) => ({
      tenantId, clientRequestId, customerId, type: result.storedType, goldRate: rate.goldRate, rateBasis: rate.rateBasis,
      liveGoldRate22k: rate.liveGoldRate22k, bankGoldRate22k: rate.bankGoldRate22k, goldRateSource: rate.goldRateSource,
      goldRateAt: rate.goldRateAt, valuationFee: result.valuationFee, totalGrossWeight: result.totalGrossWeight,
      totalNetWeight: result.totalNetWeight, totalValue: result.totalValue, estimatedLoan: result.estimatedLoan,
      ltvPercentage: result.ltvPercentage, interestRate: result.interestRate, status: 'Completed', bankId,
      ornamentReceiptUrl: optionalTextAsSent(input.ornamentReceiptUrl),
      appraiserName: optionalTextAsSent(input.appraiserName) ?? staff.name,
      appraiserNote: optionalTextAsSent(input.appraiserNote), createdById: staff.userId, createdAt: now,
      ornaments: {
        createMany: {
          data: result.ornaments.map((o) => ({
            tenantId, type: o.type, quantity: o.quantity, purity: o.purity, grossWeight: o.grossWeight,
            netWeight: o.netWeight, deduction: o.deduction, estimatedValue: o.estimatedValue, imageUrl: o.imageUrl,
            imageUrl2: o.imageUrl2, purityMethod: o.purityMethod, purityVerified: o.purityVerified,
          })),
        },
      },
      ...(schedule.length > 0 ? {
        emiRecords: {
          createMany: {
            data: schedule.map((e) => ({ tenantId, customerId, installmentNo: e.installment, amount: e.amount, dueDate: e.dueDate, status: 'Upcoming' })),
          },
        },
      } : {}),
    })
    // The valuation with its ornaments and EMIs is one nested create, which Prisma runs atomically
    // in one transaction of its own. An interactive transaction is only needed when an inline
    // customer or bank must be written first (its id goes into the rows); on the tenant client it
    // costs about twice the CPU of the nested create (bench, POST /api/valuations).
    const db = ctx.db.forTenant(tenantId)
    const row = customer.kind === 'existing' && bank?.kind !== 'new'
      ? await db.valuation.create({ data: valuationData(customer.id, bank?.id ?? null), select: VALUATION_ROW_SELECT })
      : await db.$transaction(async (tx) => {
        const customerId = await writeCustomer(tx, tenantId, customer)
        const bankId = bank === null ? null : bank.kind === 'existing' ? bank.id
          : (await tx.bank.create({ data: { tenantId, name: bank.name }, select: { id: true } })).id
        return tx.valuation.create({ data: valuationData(customerId, bankId), select: VALUATION_ROW_SELECT })
      })
    return { created: true, valuation: valuationRowJson(row) }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const winner = await findByClientRequestId(ctx, tenantId, clientRequestId)
    if (winner) return { created: false, valuation: valuationRowJson(winner) }
    if (customer.kind === 'inline') throw valuationErrors.error('borrowerPhoneConflict')
    throw error
  }
}

/** Every number about to be written is finite: the domain checks above should make this unreachable. */
function assertStorableNumbers(rate: RateChoice, result: ReturnType<typeof computeValuation>, schedule: ReturnType<typeof generateEmiSchedule>) {
  const { ornaments, ...totals } = result
  assertFiniteNumbers(rate, 'valuation')
  assertFiniteNumbers(totals, 'valuation')
  for (const ornament of ornaments) assertFiniteNumbers(ornament, 'ornament')
  for (const emi of schedule) assertFiniteNumbers(emi, 'emiRecord')
}

type Tx = Parameters<Parameters<ReturnType<AppContext['db']['forTenant']>['$transaction']>[0]>[0]

async function writeCustomer(tx: Tx, tenantId: string, customer: CustomerChoice): Promise<string> {
  if (customer.kind === 'existing') return customer.id
  const created = await tx.customer.create({
    data: { tenantId, name: customer.name, phone: customer.phone, status: 'New' }, select: { id: true },
  })
  return created.id
}
