import { CERTIFICATE_SERIES, certificateNumber, financialYearOf } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { nextDocumentSequence } from '../platform/document-counter-repository.ts'
import { VALUATION_ROW_SELECT } from './valuation-json.ts'

/** Valuation columns written on create (everything but the tenant, customer and bank, which the repository sets). */
export type NewValuation = Omit<
  Prisma.ValuationUncheckedCreateInput,
  'tenantId' | 'customerId' | 'bankId' | 'ornaments' | 'emiRecords'
>
export type NewOrnament = Omit<Prisma.OrnamentCreateManyValuationInput, 'tenantId'>
export type NewInstallment = { installmentNo: number; amount: number; dueDate: Date }
/** The borrower of a new valuation: one of the tenant's customers, or one written with it. */
export type ValuationCustomer = { kind: 'existing'; id: string } | { kind: 'inline'; name: string; phone: string }
/** Its bank template: none, an existing one, or a new tenant template written with it. */
export type ValuationBank = null | { kind: 'existing'; id: string } | { kind: 'new'; name: string }

/** A valuation's creation and its certificate's number and issuer, each in its own transaction. */
export function valuationIssueQueries(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /**
     * The valuation with its ornaments and EMIs, the inline customer and bank it names, and its
     * certificate number, in one transaction. The number comes from the tenant's counter row last,
     * just before the valuation is written, so the row lock that serialises the tenant's creates is
     * held briefly, and a rollback (a lost clientRequestId race) returns the number: no gaps.
     */
    async insertValuation(input: {
      valuation: NewValuation
      ornaments: NewOrnament[]
      schedule: NewInstallment[]
      customer: ValuationCustomer
      bank: ValuationBank
      certificate: { financialYear: string; verificationCode: string }
    }) {
      const { customer, bank } = input
      const data = (customerId: string, bankId: string | null): Prisma.ValuationUncheckedCreateInput => ({
        ...input.valuation,
        tenantId,
        customerId,
        bankId,
        ornaments: { createMany: { data: input.ornaments.map((o) => ({ ...o, tenantId })) } },
        ...(input.schedule.length > 0
          ? {
              emiRecords: {
                createMany: { data: input.schedule.map((e) => ({ ...e, tenantId, customerId, status: 'Upcoming' })) },
              },
            }
          : {}),
      })
      return db.$transaction(async (tx) => {
        const customerId =
          customer.kind === 'existing'
            ? customer.id
            : (
                await tx.customer.create({
                  data: { tenantId, name: customer.name, phone: customer.phone, status: 'New' },
                  select: { id: true },
                })
              ).id
        const bankId =
          bank === null
            ? null
            : bank.kind === 'existing'
              ? bank.id
              : (await tx.bank.create({ data: { tenantId, name: bank.name }, select: { id: true } })).id
        const sequence = await nextDocumentSequence(tx, tenantId, CERTIFICATE_SERIES, input.certificate.financialYear)
        return tx.valuation.create({
          data: {
            ...data(customerId, bankId),
            certificateNumber: certificateNumber(input.certificate.financialYear, sequence),
            verificationCode: input.certificate.verificationCode,
          },
          select: VALUATION_ROW_SELECT,
        })
      })
    },

    /**
     * A certificate number and verification code for a valuation stored before they existed, the
     * first time its certificate is rendered: the valuation's row is locked, so two renders at
     * once assign one number, and the counter is only taken when the row still has none (no gaps).
     * The number's financial year is that of the valuation's creation. Null when there is no such
     * valuation.
     */
    assignCertificate: (id: string, verificationCode: string) =>
      db.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ certificateNumber: string | null; createdAt: Date }[]>`
          SELECT "certificateNumber", "createdAt" FROM "Valuation"
          WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
        if (!row) return null
        if (row.certificateNumber === null) {
          const fy = financialYearOf(row.createdAt)
          const sequence = await nextDocumentSequence(tx, tenantId, CERTIFICATE_SERIES, fy)
          await tx.valuation.updateMany({
            where: { id, certificateNumber: null },
            data: { certificateNumber: certificateNumber(fy, sequence), verificationCode },
          })
        }
        return tx.valuation.findFirst({ where: { id }, select: { certificateNumber: true, verificationCode: true } })
      }),

    /**
     * Keeps the shop's identity on the valuation the first time its certificate is printed and
     * answers the one kept (the first print's, when two print at once); null for no such valuation.
     */
    keepCertificateIssuer: async (id: string, issuer: object): Promise<unknown> => {
      const [row] = await ctx.db.sql<{ certificateIssuer: unknown }>`
        UPDATE "Valuation" SET "certificateIssuer" = COALESCE("certificateIssuer", ${JSON.stringify(issuer)}::jsonb)
        WHERE "tenantId" = ${tenantId} AND "id" = ${id}
        RETURNING "certificateIssuer"`
      return row?.certificateIssuer ?? null
    },
  }
}
