import { describe, expect, it } from 'vitest'
import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION, consentedNoticeVersion } from './privacy-notice.ts'

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const

describe('the privacy notice', () => {
  it.each(['hi', 'ta'] as const)('%s says every point English says, in its own script, naming the version', (l) => {
    const notice = PRIVACY_NOTICES[l]
    expect(notice.points).toHaveLength(PRIVACY_NOTICES.en.points.length)
    for (const text of [notice.title, ...notice.points]) expect(SCRIPTS[l].test(text), text).toBe(true)
    expect(notice.borrowerAgrees(PRIVACY_NOTICE_VERSION)).toContain(PRIVACY_NOTICE_VERSION)
  })

  it('records a consent only to the current version', () => {
    expect(consentedNoticeVersion({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION })).toBe(PRIVACY_NOTICE_VERSION)
    expect(consentedNoticeVersion({ privacyNoticeVersion: '2001-01-01' })).toBeNull()
    expect(consentedNoticeVersion(null)).toBeNull()
  })
})
