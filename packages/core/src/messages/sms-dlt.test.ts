import { describe, expect, it } from 'vitest'
import {
  SMS_DLT_OFF,
  SMS_TEMPLATE_KINDS,
  parseSmsSettings,
  smsDltChoice,
  smsSettingsProblems,
  type ShopSmsSettings,
} from './sms-dlt.ts'

const dlt: ShopSmsSettings = {
  dltRequired: true,
  header: 'GOLDSH',
  entityId: '1101234567890123456',
  templateIds: { due: '1107160000000000001' },
}

describe('smsDltChoice', () => {
  it.each<[string, ShopSmsSettings, string | null, ReturnType<typeof smsDltChoice>]>([
    [
      'DLT off, nothing set: the platform sender, no ids',
      SMS_DLT_OFF,
      'PLATFM',
      { send: true, header: 'PLATFM', entityId: null, templateId: null },
    ],
    ['DLT off, no sender anywhere', SMS_DLT_OFF, null, { send: true, header: null, entityId: null, templateId: null }],
    [
      'DLT off with ids: they go along',
      { ...dlt, dltRequired: false },
      'PLATFM',
      { send: true, header: 'GOLDSH', entityId: '1101234567890123456', templateId: '1107160000000000001' },
    ],
    [
      'DLT on with the id',
      dlt,
      'PLATFM',
      { send: true, header: 'GOLDSH', entityId: '1101234567890123456', templateId: '1107160000000000001' },
    ],
  ])('%s', (_, settings, fallback, expected) => {
    expect(smsDltChoice(settings, 'due', fallback)).toEqual(expected)
  })

  it('DLT on without the kind’s template id: not sent, with the reason', () => {
    expect(smsDltChoice(dlt, 'overdue', 'PLATFM')).toEqual({
      send: false,
      reason: 'Not sent: no DLT template id for "Installment overdue" SMS (Settings › SMS).',
    })
  })
})

describe('parseSmsSettings', () => {
  it('upper-cases the header, drops blank ids and unknown kinds', () => {
    expect(
      parseSmsSettings({
        dltRequired: true,
        header: ' goldsh ',
        entityId: '',
        templateIds: { due: ' 1107160000000000001 ', overdue: '', bogus: '1' },
      }),
    ).toEqual({ dltRequired: true, header: 'GOLDSH', entityId: null, templateIds: { due: '1107160000000000001' } })
    expect(parseSmsSettings(null)).toEqual(SMS_DLT_OFF)
  })

  it.each([
    [{ header: 'GOLD' }, 'The SMS header must be the 6 letters registered on DLT.'],
    [{ header: 'GOLD12' }, 'The SMS header must be the 6 letters registered on DLT.'],
    [{ dltRequired: true }, 'Enter the SMS header registered on DLT before requiring DLT.'],
    [{ entityId: '12ab' }, 'The DLT entity id must be 10 to 25 digits.'],
    [{ templateIds: { due: '123' } }, 'A DLT template id must be 10 to 25 digits.'],
  ])('refuses %j', (body, message) => {
    expect(() => parseSmsSettings(body)).toThrow(message)
  })

  it('names the field of a problem, for the settings form', () => {
    expect(smsSettingsProblems({ header: 'GOLDSH', templateIds: { overdue: '12' } })).toEqual({
      overdue: 'A DLT template id must be 10 to 25 digits.',
    })
    expect(smsSettingsProblems({ entityId: 'x' })).toEqual({ entityId: 'The DLT entity id must be 10 to 25 digits.' })
    expect(smsSettingsProblems({ header: 'GOLDSH', dltRequired: true })).toEqual({})
  })

  it('knows every kind of borrower SMS', () => {
    expect(SMS_TEMPLATE_KINDS).toContain('signInCode')
    expect(SMS_TEMPLATE_KINDS).toContain('auctionNotice')
  })
})
