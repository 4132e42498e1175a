import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { defineErrors } from '../shared/domain-error.ts'
import { MESSAGE_KINDS } from './message-templates.ts'

/**
 * TRAI's DLT rules (TCCCPR 2018): an operator delivers a commercial SMS only when its sender id
 * (the 6-character header), the sender's principal entity id and the template it was written from
 * are registered on the DLT platform; an SMS whose template id is missing is dropped. Every SMS the
 * shop sends comes from one of these kinds.
 */
export const SMS_TEMPLATE_KINDS = [...MESSAGE_KINDS, 'paymentLink', 'signInCode'] as const
export type SmsTemplateKind = (typeof SMS_TEMPLATE_KINDS)[number]

export const SMS_TEMPLATE_LABELS: Record<SmsTemplateKind, string> = {
  due: 'Installment due',
  overdue: 'Installment overdue',
  auctionNotice: 'Auction notice',
  shortfall: 'Gold value shortfall',
  paymentReversed: 'Payment reversed',
  loanCancelled: 'Loan cancelled',
  loanWrittenOff: 'Loan written off',
  onlinePaymentRefunded: 'Online payment refunded',
  onlinePaymentHeld: 'Online payment held',
  collectGold: 'Collect your gold',
  releaseSlotReminder: 'Gold release slot reminder',
  paymentLink: 'Payment link',
  signInCode: 'Portal sign-in code',
}

export type ShopSmsSettings = {
  dltRequired: boolean
  header: string | null
  entityId: string | null
  templateIds: Partial<Record<SmsTemplateKind, string>>
}

export const SMS_DLT_OFF: ShopSmsSettings = { dltRequired: false, header: null, entityId: null, templateIds: {} }

export const smsSettingsErrors = defineErrors({
  headerInvalid: [400, 'The SMS header must be the 6 letters registered on DLT.'],
  headerRequired: [400, 'Enter the SMS header registered on DLT before requiring DLT.'],
  entityIdInvalid: [400, 'The DLT entity id must be 10 to 25 digits.'],
  templateIdInvalid: [400, 'A DLT template id must be 10 to 25 digits.'],
})

const HEADER = /^[A-Z]{6}$/
const DLT_ID = /^\d{10,25}$/
const text = (v: unknown) => (typeof v === 'string' ? v.trim() || null : null)

export const isSmsTemplateKind = (v: unknown): v is SmsTemplateKind =>
  typeof v === 'string' && (SMS_TEMPLATE_KINDS as readonly string[]).includes(v)

/** The settings form as stored: the header upper-cased, blank ids left out, unknown kinds ignored. */
export function parseSmsSettings(raw: unknown): ShopSmsSettings {
  const body = isRecord(raw) ? raw : {}
  const header = text(body.header)?.toUpperCase() ?? null
  const entityId = text(body.entityId)
  const dltRequired = body.dltRequired === true
  if (header !== null && !HEADER.test(header)) throw smsSettingsErrors.error('headerInvalid', { field: 'header' })
  if (dltRequired && header === null) throw smsSettingsErrors.error('headerRequired', { field: 'header' })
  if (entityId !== null && !DLT_ID.test(entityId))
    throw smsSettingsErrors.error('entityIdInvalid', { field: 'entityId' })
  const ids = isRecord(body.templateIds) ? body.templateIds : {}
  const templateIds: ShopSmsSettings['templateIds'] = {}
  for (const kind of SMS_TEMPLATE_KINDS) {
    const id = text(ids[kind])
    if (id === null) continue
    if (!DLT_ID.test(id)) throw smsSettingsErrors.error('templateIdInvalid', { field: kind })
    templateIds[kind] = id
  }
  return { dltRequired, header, entityId, templateIds }
}

/** Settings › SMS: the first problem with the form, at its field (`header`, `entityId` or a kind). */
export function smsSettingsProblems(raw: unknown): Partial<Record<'header' | 'entityId' | SmsTemplateKind, string>> {
  try {
    parseSmsSettings(raw)
    return {}
  } catch (e) {
    const { field, message } = e as { field?: string; message: string }
    return { [field ?? 'header']: message }
  }
}

export const smsSettingsBody = checkedBody<{
  dltRequired?: boolean
  header?: string | null
  entityId?: string | null
  templateIds?: Partial<Record<SmsTemplateKind, string | null>>
}>()(parseSmsSettings)

/** What goes to the provider beside the text, or why the SMS is not sent at all. */
export type SmsDltChoice =
  | { send: true; header: string | null; entityId: string | null; templateId: string | null }
  | { send: false; reason: string }

/**
 * The header and DLT ids of one SMS of `kind`. With DLT off the shop's header (else the platform's
 * SMS_SENDER, `fallbackHeader`) and any id configured go along, and nothing is refused (a new shop
 * sends as before). With DLT required, an SMS without a registered template id is not sent: the
 * operator would drop it, so it is recorded as not sent with this reason rather than as sent.
 */
export function smsDltChoice(
  settings: ShopSmsSettings,
  kind: SmsTemplateKind,
  fallbackHeader: string | null,
): SmsDltChoice {
  const templateId = settings.templateIds[kind] ?? null
  const header = settings.header ?? fallbackHeader
  if (settings.dltRequired && templateId === null)
    return {
      send: false,
      reason: `Not sent: no DLT template id for "${SMS_TEMPLATE_LABELS[kind]}" SMS (Settings › SMS).`,
    }
  return { send: true, header, entityId: settings.entityId, templateId }
}
