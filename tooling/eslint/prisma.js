/**
 * The Prisma rule (README "Architecture"): Prisma clients and types are used only in packages/db,
 * in `*-repository.ts` files and in the modules a package names as allowed. A client is reached
 * through `db.prisma` (unscoped) or `db.forTenant(id)` (tenant-scoped), and a query runs through
 * `$transaction`, `$queryRaw` or `$executeRaw`; all of those, and imports of Prisma's types, are
 * refused elsewhere.
 */
const message = 'Prisma belongs in packages/db and *-repository.ts files (or a listed platform module): call the repository.'

export function prismaOnlyIn({ files, allowed }) {
  return [{
    files,
    ignores: allowed,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@prisma/*', '**/generated/prisma/**'], message },
          { group: ['@gold/db'], importNamePattern: '^(Prisma|PrismaClient|TenantDb|\\w+Model)$', message },
        ],
      }],
      'no-restricted-syntax': ['error',
        { selector: 'MemberExpression[property.name=/^(prisma|forTenant|\\$transaction|\\$(query|execute)Raw(Unsafe)?)$/]', message },
        { selector: 'ObjectPattern > Property[key.name=/^(prisma|forTenant)$/]', message },
      ],
    },
  }]
}
