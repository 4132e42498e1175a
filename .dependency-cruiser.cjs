/**
 * The layer rules of README "Architecture", checked by `pnpm lint` (`depcruise`, after eslint).
 * apps/api/src: the composition root (app.ts, app-router.ts, rest-routes.ts, seed.ts, server.ts,
 * job-handlers.ts, pdf-worker.ts, cli/) on top; domain folders below it; the kernel (platform/,
 * http/, trpc/, mail/, pdf/, jobs/) at the bottom.
 * The Prisma rule is eslint's (apps/api/eslint.config.js): it also sees `ctx.db.prisma` member access.
 */
const api = '^apps/api/src/'
const composition = `${api}(app|app-router|rest-routes|seed|server|job-handlers|pdf-worker|report-worker|demo-gateway)\\.ts$|${api}cli/`
const kernel = `${api}(platform|http|trpc|mail|pdf|jobs)/`
const webApps = '^apps/(staff-web|customer-portal|intake)/'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'Folders depend one way: a domain that needs another never becomes needed by it (break a cycle by passing a function in from the composition root, as rest-routes.ts does for uploads).',
      scope: 'folder',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'domains-not-to-composition-root',
      severity: 'error',
      comment: 'Only the composition root wires domains together; no domain or kernel module imports it.',
      from: { path: api, pathNot: composition },
      to: { path: composition },
    },
    {
      name: 'kernel-not-to-domains',
      severity: 'error',
      comment: 'The kernel (platform/, http/, trpc/, mail/, pdf/) knows no domain: domains build on it.',
      from: { path: kernel },
      to: { path: api, pathNot: kernel },
    },
    {
      name: 'trpc-builders-only-in-trpc',
      severity: 'error',
      comment: 'Procedure builders live in trpc/trpc.ts (app.ts mounts the Express adapter); routers use them.',
      from: { path: api, pathNot: `^apps/api/src/trpc/trpc\\.ts$|^apps/api/src/app\\.ts$` },
      to: { path: '@trpc/server' },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment:
        'packages/core: pure domain rules. Its own files, zod and node built-ins (next rule) only: no apps, database, framework or I/O (vitest, fast-check and fast-xml-parser for its tests).',
      from: { path: '^packages/core/src/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '^packages/core/src/',
          '/node_modules/(zod|vitest|fast-check|fast-xml-parser)/',
          '^(zod|vitest|fast-check|fast-xml-parser)$',
        ],
      },
    },
    {
      name: 'core-no-io-builtins',
      severity: 'error',
      comment:
        'packages/core may use pure built-ins (node:crypto for HMACs), never ones that do I/O or read the process.',
      from: { path: '^packages/core/src/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|tls|worker_threads|cluster|readline|os|process|vm|inspector)$',
      },
    },
    {
      name: 'web-apps-import-only-api-types',
      severity: 'error',
      comment: 'The web apps import `type AppRouter` from @gold/api and nothing that runs on the server.',
      from: { path: webApps },
      to: { path: '^(apps/api/|packages/db/)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|src/generated)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
