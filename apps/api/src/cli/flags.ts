import { isRecord } from '@gold/core'

/** `--name value` pairs; a flag without a value is `true`. */
export function parseFlags(args: string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}": flags look like --name value.`)
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    if (inline !== undefined) flags[name] = inline
    else if (args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) flags[name] = args[++i]!
    else flags[name] = true
  }
  return flags
}

export function requiredFlag(flags: Record<string, string | true>, name: string): string {
  const v = flags[name]
  if (typeof v !== 'string' || v === '') throw new Error(`Missing --${name}.`)
  return v
}
export const optionalFlag = (flags: Record<string, string | true>, name: string) =>
  typeof flags[name] === 'string' ? flags[name] : undefined

export function booleanFlag(flags: Record<string, string | true>, name: string): boolean | undefined {
  const v = flags[name]
  if (v === undefined) return undefined
  if (v === true || v === 'true') return true
  if (v === 'false') return false
  throw new Error(`--${name} must be true or false.`)
}

export function jsonFlag(flags: Record<string, string | true>, name: string): Record<string, unknown> {
  const raw = requiredFlag(flags, name)
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value)) throw new Error('not an object')
    return value
  } catch {
    throw new Error(`--${name} must be a JSON object.`)
  }
}
