import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The Prisma rule (apps/api/eslint.config.js, tooling/eslint/prisma.js), the third part of tenant
 * scope by construction beside tenant-isolation.test.ts: outside repositories and the listed
 * platform modules no query can be written, and a repository builds on its tenant client.
 */

const API_ROOT = path.resolve(import.meta.dirname, '..')

describe('a query without a tenant cannot be written (the Prisma rule)', () => {
  const eslint = new ESLint({ cwd: API_ROOT })
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(API_ROOT, file) })
    return result!.messages
      .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
      .map((m) => m.message)
  }
  const unscoped = 'export const rows = (ctx: any) => ctx.db.prisma.customer.findMany()\n'
  const scoped = "export const rows = (ctx: any) => ctx.db.forTenant('t').customer.findMany()\n"

  it('refuses the raw client, a tenant client, transactions, raw and driver SQL and Prisma types outside repositories', async () => {
    for (const code of [
      unscoped,
      scoped,
      'export const run = (db: any) => db.$transaction(async () => 1)\n',
      'export const run = (db: any) => db.$queryRaw`SELECT 1`\n',
      'export const run = (ctx: any) => ctx.db.sql`SELECT 1`\n',
      "import type { Prisma } from '@gold/db'\nexport type W = Prisma.CustomerWhereInput\n",
    ])
      expect(await problems('src/customers/customer-service.ts', code), code).toHaveLength(1)
  })

  it('lets a repository build on its tenant client but not on the raw one; only the listed platform modules use that', async () => {
    expect(await problems('src/customers/customers-repository.ts', scoped)).toEqual([])
    expect(await problems('src/customers/customers-repository.ts', unscoped)).toHaveLength(1)
    expect(await problems('src/customers/customers-platform-repository.ts', unscoped)).toEqual([])
  })

  it('names only modules that exist', async () => {
    const config = (await import(pathToFileURL(path.join(API_ROOT, 'eslint.config.js')).href)) as {
      platformModules: string[]
    }
    expect(config.platformModules.length).toBeGreaterThan(0)
    expect(config.platformModules.filter((file) => !existsSync(path.join(API_ROOT, file)))).toEqual([])
  })
})
