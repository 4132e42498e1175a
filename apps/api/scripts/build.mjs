// `pnpm --filter @gold/api build`: the server as one plain-JavaScript module, dist/server.mjs, so
// production runs on `node` without tsx's loader thread and on-the-fly transpiling (about 50 MB of
// resident memory and a slower start; bench/README.md). Only the workspace's TypeScript is bundled:
// every npm dependency stays where pnpm installed it and is imported by its path relative to the
// bundle, so each one resolves its own dependencies, WASM and data files exactly as it does under
// tsx, and the bundle names no directory of the machine that built it (test/process.test.ts).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'

const RESOLVING = Symbol('resolving')

/** `file` as a URL relative to the bundle's directory (percent-encoded as an import specifier must be). */
function fromBundle(outdir, file) {
  const relative = path.posix.relative(pathToFileURL(outdir).pathname, pathToFileURL(file).pathname)
  return relative.startsWith('../') ? relative : `./${relative}`
}

// What the sources' `import.meta.dirname` and `import.meta.url` become: their own location, found
// from the bundle's at run time.
const banner = [
  "import { fileURLToPath as __goldFileURLToPath } from 'node:url';",
  'const __goldSourceUrl = (relative) => new URL(relative, import.meta.url).href;',
  "const __goldSourceDir = (relative) => __goldFileURLToPath(new URL(relative, import.meta.url)).replace(/[\\\\/]+$/, '');",
].join('\n')

const keepDependenciesInPlace = (outdir) => ({
  name: 'keep-dependencies-in-place',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@gold/') || args.path.startsWith('node:') || args.pluginData === RESOLVING)
        return undefined
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: RESOLVING,
      })
      if (found.errors.length > 0) return { errors: found.errors }
      return { path: found.external ? args.path : fromBundle(outdir, found.path), external: true }
    })
    // Sources that find files beside themselves (migrations, fonts, the web apps) keep their own location.
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      return {
        loader: 'ts',
        contents: source
          .replaceAll(
            'import.meta.dirname',
            `__goldSourceDir(${JSON.stringify(`${fromBundle(outdir, path.dirname(args.path))}/`)})`,
          )
          .replaceAll('import.meta.url', `__goldSourceUrl(${JSON.stringify(fromBundle(outdir, args.path))})`),
      }
    })
  },
})

const root = path.resolve(import.meta.dirname, '..')
// The output path may be given (the bench builds into its own temporary directory); the bundle then
// reaches the tree by relative paths from there, so neither may move apart.
const outfile = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/server.mjs')
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [keepDependenciesInPlace(path.dirname(outfile))],
  banner: { js: banner },
  logLevel: 'warning',
  // The server finds the PDF worker beside itself (src/server.ts); import.meta.url in the sources names their own file.
  define: { GOLD_BUNDLE_URL: 'import.meta.url' },
}
await Promise.all([
  esbuild.build({ ...options, entryPoints: [path.join(root, 'src/server.ts')], outfile }),
  // The worker threads' module (src/pdf-worker.ts): only the document drawing code, no database or HTTP.
  esbuild.build({
    ...options,
    entryPoints: [path.join(root, 'src/pdf-worker.ts')],
    outfile: path.join(path.dirname(outfile), 'pdf-worker.mjs'),
  }),
  // The report worker threads' module (src/report-worker.ts): the ledger replay, pure core code.
  esbuild.build({
    ...options,
    entryPoints: [path.join(root, 'src/report-worker.ts')],
    outfile: path.join(path.dirname(outfile), 'report-worker.mjs'),
  }),
])
