import path from 'node:path'

export const DB_PACKAGE_ROOT = path.resolve(import.meta.dirname, '../..')
export const SCHEMA_DIR = path.join(DB_PACKAGE_ROOT, 'prisma/schema')
export const MIGRATIONS_DIR = path.join(DB_PACKAGE_ROOT, 'prisma/migrations')
