import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export type MailAttachment = { filename: string; contentType: string; content: Buffer }
export type Mail = { to: string[]; subject: string; text: string; html?: string; attachments?: MailAttachment[] }
/** What the mail server answered (SMTP's reply and the message id); nothing from the outbox. */
export type MailReceipt = { answer: string }
export type Mailer = { send(mail: Mail): Promise<MailReceipt | void>; kind: 'smtp' | 'outbox' }

/** interfaces.md section 6: one JSON file per mail, attachments listed by name, type and size. */
let sequence = 0

export function outboxMailer(dir: string): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true })
      // The sequence keeps files from one process in send order when they share a millisecond.
      const id = `${String(++sequence).padStart(8, '0')}-${randomUUID()}`
      const file = path.join(dir, `${new Date().toISOString()}-${id}.json`)
      const record = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? '',
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      }
      await writeFile(file, JSON.stringify(record, null, 2))
    },
  }
}

/**
 * Bounded waits. nodemailer's defaults (2 minutes to connect, 30 s for the greeting, 10 minutes
 * idle) let an SMTP server that accepts but never answers (or a firewall that drops packets) hold
 * every request that mails, best-effort notices included, for that long (found by
 * test-reliability/smtp-faults.test.ts). Query parameters of SMTP_URL still override these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function smtpMailer(url: string, from: string): Mailer {
  const bounded = new URL(url)
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!bounded.searchParams.has(name)) bounded.searchParams.set(name, String(ms))
  const transport = nodemailer.createTransport(bounded.toString())
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      })
      return { answer: `${info.response} ${info.messageId}` }
    },
  }
}

export function createMailer(config: { smtpUrl?: string; mailFrom: string; outboxDir: string }): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxDir)
}
