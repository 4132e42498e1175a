import { isDomainError } from '@gold/core'
import { DataDirLockedError } from '@gold/db'
import { ConfigError, loadConfig } from '../platform/env.ts'
import { bootContext } from '../platform/boot.ts'
import { commands } from './commands.ts'
import { parseFlags } from './flags.ts'

/** `pnpm cli <command> --flag value`: one JSON object on stdout; on failure the reason on stderr, exit 1. */
async function main(argv: string[]) {
  const [name, ...rest] = argv
  const command = name ? commands[name] : undefined
  if (!command) {
    throw new Error(
      `${name ? `Unknown command "${name}".` : 'No command given.'} Commands: ${Object.keys(commands).sort().join(', ')}`,
    )
  }
  const flags = parseFlags(rest)
  const config = loadConfig()
  // Logs go to stderr so stdout carries exactly one JSON object.
  const ctx = await bootContext(
    { ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel },
    'pnpm cli',
    2,
  )
  try {
    return await command(ctx, flags)
  } finally {
    await ctx.jobs.stop()
    await ctx.db.close()
  }
}

main(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    process.exit(0)
  },
  (e: unknown) => {
    const known = isDomainError(e) || e instanceof ConfigError || e instanceof DataDirLockedError || e instanceof Error
    process.stderr.write(`${known ? e.message : String(e)}\n`)
    process.exit(1)
  },
)
