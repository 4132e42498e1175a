import { billingCommands } from './billing-commands.ts'
import { identityCommands, type Command } from './identity-commands.ts'
import { valuationCommands } from './valuations-commands.ts'

/** Every operator command (interfaces.md section 4); each domain contributes its own table. */
export const commands: Record<string, Command> = {
  ...identityCommands,
  ...valuationCommands,
  ...billingCommands,
}
