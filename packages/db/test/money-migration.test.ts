import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { applyMigrationsEmbedded } from '../src/migrations/embedded-migrate.ts'
import { localMigrations } from '../src/migrations/migration-files.ts'
import { MIGRATIONS_DIR } from '../src/migrations/paths.ts'
import { deployMigrations } from '../src/migrations/schema-engine.ts'
import { createPGlite } from '../src/pglite.ts'

/**
 * Issue 24's migration from `Float` rupees and grams to integer paise and milligrams, run over a
 * database built at the migration just before it and seeded with awkward doubles.
 */
const MONEY_MIGRATION = '20261201090000_money_paise_weight_milligrams'

/** What a person meant by each stored double, as exact integers. */
const SEED = `
INSERT INTO "Tenant" ("id", "name", "slug", "updatedAt") VALUES ('t1', 'Shop', 'money-shop', now());
INSERT INTO "Customer" ("id", "tenantId", "name", "phone", "updatedAt") VALUES ('c1', 't1', 'Asha', '9876543210', now());
INSERT INTO "Valuation" ("id", "customerId", "tenantId", "type", "goldRate", "liveGoldRate22k", "bankGoldRate22k",
  "valuationFee", "totalGrossWeight", "totalNetWeight", "totalValue", "estimatedLoan", "ltvPercentage", "interestRate",
  "makingCharges", "otherDeductions", "updatedAt")
VALUES ('v1', 'c1', 't1', 'loan', 6543.215, 6543.215, NULL, 0.1 + 0.2, 10.0005, 9.16, 1234.565, 925.92,
  75.5, 12.25, 1.005, 2.675, now());
INSERT INTO "Ornament" ("id", "valuationId", "tenantId", "type", "purity", "grossWeight", "netWeight", "deduction", "estimatedValue")
VALUES ('o1', 'v1', 't1', 'Chain', '22K', 10.0005, 9.16, 0.0004, 1234.565);
INSERT INTO "EmiRecord" ("id", "customerId", "valuationId", "tenantId", "amount", "paidAmount", "dueDate", "updatedAt")
VALUES ('e1', 'c1', 'v1', 't1', 1234.565, 0.1 + 0.2, now(), now());
INSERT INTO "EmiReceipt" ("id", "tenantId", "customerId", "valuationId", "emiId", "receiptNo", "amount", "receivedAmount", "paymentMode", "allocation")
VALUES ('r1', 't1', 'c1', 'v1', 'e1', 'EMI-1', 0.1 + 0.2, 100.005, 'Cash', '[]');
INSERT INTO "Bank" ("id", "name", "goldRate22k", "updatedAt") VALUES ('b1', 'Bank', 6000.125, now());
INSERT INTO "GoldRate" ("id", "rate22k", "rate24k", "source") VALUES ('g1', 6543.215, 7136.14, 'manual');
INSERT INTO "ShopGoldRate" ("id", "tenantId", "rate22k", "rate24k", "enteredById") VALUES ('s1', 't1', 0.1 + 0.2, -1.005, 'u1');
`

const CHECK = `SELECT
  (SELECT row_to_json(v) FROM (SELECT "goldRatePaise", "liveGoldRate22kPaise", "bankGoldRate22kPaise", "valuationFeePaise",
     "totalGrossWeightMg", "totalNetWeightMg", "totalValuePaise", "estimatedLoanPaise", "ltvPercentage", "interestRate",
     "makingChargesPaise", "otherDeductionsPaise" FROM "Valuation") v) AS valuation,
  (SELECT row_to_json(o) FROM (SELECT "grossWeightMg", "netWeightMg", "deductionMg", "estimatedValuePaise" FROM "Ornament") o) AS ornament,
  (SELECT row_to_json(e) FROM (SELECT "amountPaise", "paidAmountPaise" FROM "EmiRecord") e) AS emi,
  (SELECT row_to_json(r) FROM (SELECT "amountPaise", "receivedAmountPaise" FROM "EmiReceipt") r) AS receipt,
  (SELECT row_to_json(b) FROM (SELECT "goldRate22kPaise" FROM "Bank") b) AS bank,
  (SELECT row_to_json(g) FROM (SELECT "rate22kPaise", "rate24kPaise" FROM "GoldRate") g) AS rate,
  (SELECT row_to_json(s) FROM (SELECT "rate22kPaise", "rate24kPaise" FROM "ShopGoldRate") s) AS "shopRate"`

const EXPECTED = {
  valuation: {
    goldRatePaise: 654322,
    liveGoldRate22kPaise: 654322,
    bankGoldRate22kPaise: null,
    valuationFeePaise: 30,
    totalGrossWeightMg: 10001,
    totalNetWeightMg: 9160,
    totalValuePaise: 123457,
    estimatedLoanPaise: 92592,
    ltvPercentage: 75.5,
    interestRate: 12.25,
    makingChargesPaise: 101,
    otherDeductionsPaise: 268,
  },
  ornament: { grossWeightMg: 10001, netWeightMg: 9160, deductionMg: 0, estimatedValuePaise: 123457 },
  emi: { amountPaise: 123457, paidAmountPaise: 30 },
  receipt: { amountPaise: 30, receivedAmountPaise: 10001 },
  bank: { goldRate22kPaise: 600013 },
  rate: { rate22kPaise: 654322, rate24kPaise: 713614 },
  shopRate: { rate22kPaise: 30, rate24kPaise: -101 },
}

/** The columns' types after the migration: no double precision left for money or weight. */
const FLOAT_COLUMNS = `SELECT table_name || '.' || column_name AS c FROM information_schema.columns
  WHERE table_schema = 'public' AND data_type IN ('double precision', 'real') ORDER BY 1`

type Runner = { exec: (sql: string) => Promise<void>; rows: <T>(sql: string) => Promise<T[]> }

async function migrationsBefore(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'money-migration-'))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  const names = (await localMigrations()).map((m) => m.name)
  for (const name of names.slice(names.indexOf(MONEY_MIGRATION))) await rm(path.join(dir, name), { recursive: true })
  return dir
}

async function expectConverted(db: Runner, applyRest: () => Promise<void>) {
  await db.exec(SEED)
  await applyRest()
  const [row] = await db.rows<Record<string, unknown>>(CHECK)
  expect(JSON.parse(JSON.stringify(row))).toEqual(EXPECTED)
  expect((await db.rows<{ c: string }>(FLOAT_COLUMNS)).map((r) => r.c)).toEqual([
    'Valuation.interestRate',
    'Valuation.ltvPercentage',
  ])
  expect(await db.rows(`SELECT 1 FROM pg_proc WHERE proname = 'money_migration_refuse_inexact'`)).toEqual([])
}

async function expectRefused(db: Runner, apply: () => Promise<unknown>) {
  await db.exec(SEED.split('\n').slice(0, 3).join('\n'))
  await db.exec(`INSERT INTO "GoldRate" ("id", "rate22k", "rate24k", "source") VALUES ('bad', 'Infinity', 7000, 'old')`)
  await expect(apply()).rejects.toThrow(/GoldRate\.rate22k holds 1 value\(s\) with no exact integer/)
}

describe('migration to integer paise and milligrams', () => {
  it('converts every stored double exactly on PGlite', async () => {
    const before = await migrationsBefore()
    const pglite = await createPGlite()
    await applyMigrationsEmbedded(pglite, before)
    const db: Runner = {
      exec: async (sql) => void (await pglite.exec(sql)),
      rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    }
    await expectConverted(db, async () => {
      expect((await applyMigrationsEmbedded(pglite))[0]).toBe(MONEY_MIGRATION) // and the later ones after it
    })
    await pglite.close()
    await rm(before, { recursive: true })
  })

  it('refuses on PGlite a value that has no exact integer', async () => {
    const before = await migrationsBefore()
    const pglite = await createPGlite()
    await applyMigrationsEmbedded(pglite, before)
    const db: Runner = { exec: async (sql) => void (await pglite.exec(sql)), rows: async () => [] }
    await expectRefused(db, () => applyMigrationsEmbedded(pglite))
    await pglite.close()
    await rm(before, { recursive: true })
  })

  it.runIf(process.env.TEST_DATABASE_URL)('converts every stored double exactly on PostgreSQL', async () => {
    await onScratchPostgres(async (client, migrate) => {
      const db: Runner = {
        exec: async (sql) => void (await client.query(sql)),
        rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      }
      await migrate('before')
      await expectConverted(db, async () => {
        expect((await migrate('mine'))[0]).toBe(MONEY_MIGRATION)
      })
    })
  })

  it.runIf(process.env.TEST_DATABASE_URL)('refuses on PostgreSQL a value that has no exact integer', async () => {
    await onScratchPostgres(async (client, migrate) => {
      await migrate('before')
      const db: Runner = { exec: async (sql) => void (await client.query(sql)), rows: async () => [] }
      await expectRefused(db, () => migrate('mine'))
    })
  })
})

/**
 * A randomly named database on the test server, migrated the way a server start does it: Prisma's
 * schema engine deploys, which splits each file at every semicolon (prisma/prisma#22495).
 */
async function onScratchPostgres(
  work: (client: pg.Client, migrate: (upTo: 'before' | 'mine') => Promise<string[]>) => Promise<void>,
) {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  const name = `money_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  url.pathname = `/${name}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  const before = await migrationsBefore()
  const migrate = (upTo: 'before' | 'mine') => deployMigrations(url.toString(), upTo === 'before' ? before : undefined)
  try {
    await work(client, migrate)
  } finally {
    await client.end()
    await admin.query(`DROP DATABASE "${name}"`)
    await admin.end()
    await rm(before, { recursive: true })
  }
}
