import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppContext } from '../platform/context.ts'

export type OutboxChannel = 'sms' | 'whatsapp'

let sequence = 0

/**
 * A borrower message whose provider is not configured, kept for the developer like the mail
 * outbox: one JSON file `MESSAGE_OUTBOX_DIR/<channel>/<ISO time>-<id>.json` holding what the
 * provider would have been sent (an attachment by name, type and size instead of its bytes). Not
 * under MAIL_OUTBOX_DIR, whose every file is a mail (interfaces.md section 6).
 */
export async function writeMessageOutbox(ctx: AppContext, channel: OutboxChannel, record: object): Promise<void> {
  const dir = path.join(ctx.config.messageOutboxDir, channel)
  await mkdir(dir, { recursive: true })
  // The sequence keeps files from one process in send order when they share a millisecond.
  const id = `${String(++sequence).padStart(8, '0')}-${randomUUID()}`
  await writeFile(path.join(dir, `${ctx.now().toISOString()}-${id}.json`), JSON.stringify(record, null, 2))
}
