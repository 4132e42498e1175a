import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export type MailAttachment = { filename: string; contentType: string; content: Buffer }
export type Mail = { to: string[]; subject: string; text: string; html?: string; attachments?: MailAttachment[] }
export type Mailer = { send(mail: Mail): Promise<void>; kind: 'smtp' | 'outbox' }

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
        to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '',
        attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
      }
      await writeFile(file, JSON.stringify(record, null, 2))
    },
  }
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      })
    },
  }
}

export function createMailer(config: { smtpUrl?: string; mailFrom: string; outboxDir: string }): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxDir)
}
