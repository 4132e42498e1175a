import {
  type Principal,
  assertFiniteNumbers,
  checkValuationTotals,
  computeValuation,
  financialYearOf,
  generateEmiSchedule,
  isPlausibleRatePaisePerGram,
  validateValuationRequest,
  valuationErrors,
  isRecord,
  optionalText,
  optionalTextAsSent,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { shopGoldRate } from '../gold-rates/shop-gold-rate-service.ts'
import { type BankChoice, resolveBankChoice, resolveCustomerChoice } from './valuation-create-input.ts'
import { valuationRowJson } from './valuation-json.ts'
import { valuationsRepository } from './valuations-repository.ts'
import { newVerificationCode } from './verification-code.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type Body = Record<string, unknown>

export type CreatedValuation = { created: boolean; valuation: ReturnType<typeof valuationRowJson> }

/** Paise per gram. */
type RateChoice = {
  goldRatePaise: number
  rateBasis: 'live' | 'bank'
  liveGoldRate22kPaise: number | null
  bankGoldRate22kPaise: number | null
  goldRateSource: string
  goldRateAt: Date
}

/**
 * The 22K rate that prices the valuation: the shop's (its own rate entered today, else the
 * platform's, see `shopGoldRate`). `bank` basis (only the exact string) takes the bank
 * template's rate and never falls back to the live one; the live rate is still snapshotted when one
 * can be had, but its absence does not block a bank-priced valuation. A bank rate stored before
 * rates had a range (Infinity, 1e308) counts as no rate rather than pricing the gold with it.
 */
async function chooseRate(ctx: AppContext, tenantId: string, basisRaw: unknown, bank: BankChoice): Promise<RateChoice> {
  if (basisRaw === 'bank') {
    const rate = bank?.kind === 'existing' ? bank.goldRate22kPaise : null
    if (!isPlausibleRatePaisePerGram(rate)) throw valuationErrors.error('bankRateMissing')
    const live = await shopGoldRate(ctx, tenantId).catch(() => null)
    const existing = bank as Extract<BankChoice, { kind: 'existing' }>
    return {
      goldRatePaise: rate,
      rateBasis: 'bank',
      liveGoldRate22kPaise: live?.rate22kPaise ?? null,
      bankGoldRate22kPaise: rate,
      goldRateSource: `Bank rate: ${existing.name}`,
      goldRateAt: existing.updatedAt,
    }
  }
  const live = await shopGoldRate(ctx, tenantId)
  return {
    goldRatePaise: live.rate22kPaise,
    rateBasis: 'live',
    liveGoldRate22kPaise: live.rate22kPaise,
    bankGoldRate22kPaise: null,
    goldRateSource: live.source,
    goldRateAt: live.at,
  }
}

async function findByClientRequestId(ctx: AppContext, tenantId: string, clientRequestId: string | null) {
  if (!clientRequestId) return null
  return valuationsRepository(ctx, tenantId).findByClientRequestId(clientRequestId)
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
  const rate = await chooseRate(ctx, tenantId, input.rateBasis, bank)
  const result = computeValuation({
    type: input.type,
    ornaments: request.ornaments,
    rate22kPaise: rate.goldRatePaise,
    valuationFee: input.valuationFee,
    ltvPercentage: input.ltvPercentage,
    interestRate: input.interestRate,
    requestedLoanAmount: input.requestedLoanAmount,
    emiInstallments: input.emiInstallments,
  })
  checkValuationTotals(result)
  const now = ctx.now()
  const schedule =
    result.emiInstallments === null
      ? []
      : generateEmiSchedule({
          principalPaise: result.estimatedLoanPaise,
          annualInterestRate: result.interestRate,
          installments: result.emiInstallments,
          startDate: now,
        })
  assertStorableNumbers(rate, result, schedule)
  if (input.sendToCustomer === true || input.sendToBank === true) {
    ctx.log.info(
      { tenantId, sendToCustomer: input.sendToCustomer === true, sendToBank: input.sendToBank === true },
      'valuation create asked to send; nothing is sent from create',
    )
  }

  try {
    const row = await valuationsRepository(ctx, tenantId).insertValuation({
      customer,
      bank,
      valuation: {
        clientRequestId,
        type: result.storedType,
        ...rate,
        valuationFeePaise: result.valuationFeePaise,
        totalGrossWeightMg: result.totalGrossWeightMg,
        totalNetWeightMg: result.totalNetWeightMg,
        totalValuePaise: result.totalValuePaise,
        estimatedLoanPaise: result.estimatedLoanPaise,
        ltvPercentage: result.ltvPercentage,
        interestRate: result.interestRate,
        status: 'Completed',
        ornamentReceiptUrl: optionalTextAsSent(input.ornamentReceiptUrl),
        appraiserName: optionalTextAsSent(input.appraiserName) ?? staff.name,
        appraiserNote: optionalTextAsSent(input.appraiserNote),
        createdById: staff.userId,
        createdAt: now,
      },
      ornaments: result.ornaments.map((o) => ({
        type: o.type,
        quantity: o.quantity,
        purity: o.purity,
        grossWeightMg: o.grossWeightMg,
        netWeightMg: o.netWeightMg,
        deductionMg: o.deductionMg,
        estimatedValuePaise: o.estimatedValuePaise,
        imageUrl: o.imageUrl,
        imageUrl2: o.imageUrl2,
        purityMethod: o.purityMethod,
        purityVerified: o.purityVerified,
        kind: o.kind,
      })),
      schedule: schedule.map((e) => ({
        installmentNo: e.installment,
        amountPaise: e.amountPaise,
        dueDate: e.dueDate,
      })),
      certificate: { financialYear: financialYearOf(now), verificationCode: newVerificationCode() },
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
function assertStorableNumbers(
  rate: RateChoice,
  result: ReturnType<typeof computeValuation>,
  schedule: ReturnType<typeof generateEmiSchedule>,
) {
  const { ornaments, ...totals } = result
  assertFiniteNumbers(rate, 'valuation')
  assertFiniteNumbers(totals, 'valuation')
  for (const ornament of ornaments) assertFiniteNumbers(ornament, 'ornament')
  for (const emi of schedule) assertFiniteNumbers(emi, 'emiRecord')
}
