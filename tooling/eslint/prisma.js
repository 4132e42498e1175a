/**
 * The Prisma rule (README "Architecture"): Prisma clients and types are used only in packages/db,
 * in `*-repository.ts` files and in the modules a package names as allowed. A client is reached
 * through `db.prisma` (unscoped) or `db.forTenant(id)` (tenant-scoped), and a query runs through
 * `$transaction`, `$queryRaw` or `$executeRaw`, or bypasses Prisma through `db.sql`; all of those,
 * and imports of Prisma's types, are refused elsewhere.
 */
const message =
  'Prisma belongs in packages/db and *-repository.ts files (or a listed platform module): call the repository.'

export function prismaOnlyIn({ files, allowed }) {
  return [
    {
      files,
      ignores: allowed,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['@prisma/*', '**/generated/prisma/**'], message },
              {
                group: ['@gold/db'],
                importNamePattern: '^(Prisma|PrismaClient|TenantDb|TenantTx|TenantClient|PlatformClient|\\w+Model)$',
                message,
              },
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'MemberExpression[property.name=/^(prisma|forTenant|\\$transaction|\\$(query|execute)Raw(Unsafe)?)$/]',
            message,
          },
          { selector: 'ObjectPattern > Property[key.name=/^(prisma|forTenant)$/]', message },
          // Driver-level SQL (`db.sql`, packages/db/src/sql.ts) bypasses Prisma and its tenant scope alike.
          { selector: 'MemberExpression[property.name="sql"][object.property.name="db"]', message },
        ],
      },
    },
  ]
}

const unscopedMessage =
  'A repository is confined to one tenant: build it on db.forTenant(tenantId). The unscoped db.prisma is for the listed platform modules.'

/**
 * Repositories are tenant-scoped by construction: a `*-repository.ts` gets its client from
 * `db.forTenant(tenantId)`, so what it returns cannot belong to another tenant. The unscoped
 * client (`db.prisma`) is refused in them, except in the platform modules a package names.
 */
export function unscopedPrismaOnlyIn({ files, allowed }) {
  return [
    {
      files,
      ignores: allowed,
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: 'MemberExpression[property.name="prisma"]', message: unscopedMessage },
          { selector: 'ObjectPattern > Property[key.name="prisma"]', message: unscopedMessage },
        ],
      },
    },
  ]
}
