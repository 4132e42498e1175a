#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded here. `prisma generate`
# only checks that the file exists; migrations run through scripts/migrate.ts (WASM engine).
echo "schema engine not available: use scripts/migrate.ts" >&2
exit 1
