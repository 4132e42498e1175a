import { identityCommands, type Command } from './identity-commands.ts'

/** Every operator command (interfaces.md section 4); each domain contributes its own table. */
export const commands: Record<string, Command> = {
  ...identityCommands,
}
