import { describe, expect, it } from 'vitest'
import { parseShopUpi, shopUpiProblems, upiPayUri } from './shop-upi.ts'

describe('parseShopUpi', () => {
  it.each([
    [{ upiId: ' DemoGold@OKAXIS ', payeeName: ' Demo  Gold Loans ' }, 'demogold@okaxis', 'Demo Gold Loans'],
    [{ upiId: 'demo.gold-1_a@ybl', payeeName: "Sri Lakshmi & Co's" }, 'demo.gold-1_a@ybl', "Sri Lakshmi & Co's"],
    [{ upiId: '', payeeName: '' }, null, null],
    [{}, null, null],
    // Issue 28: a shop named in an Indian script, vowel signs, viramas and joiners included.
    [{ upiId: 'lakshmi@okaxis', payeeName: 'लक्ष्मी गोल्ड लोन्स' }, 'lakshmi@okaxis', 'लक्ष्मी गोल्ड लोन्स'],
    [{ upiId: 'murugan@ybl', payeeName: 'முருகன் நகைக் கடை' }, 'murugan@ybl', 'முருகன் நகைக் கடை'],
    [{ upiId: 'sree@ybl', payeeName: 'ശ്രീ\u200Dനിവാസൻ' }, 'sree@ybl', 'ശ്രീ\u200Dനിവാസൻ'],
  ])('%j is stored as %s / %s', (body, upiId, payeeName) => {
    expect(parseShopUpi(body)).toEqual({ upiId, payeeName, refuseDuplicateUtr: false })
  })

  it.each([
    [{ upiId: 'demogold', payeeName: 'Demo' }, 'UPI ID must look like'],
    [{ upiId: 'demo gold@okaxis', payeeName: 'Demo' }, 'UPI ID must look like'],
    [{ upiId: 'd@1bank', payeeName: 'Demo' }, 'UPI ID must look like'],
    [{ upiId: 'demogold@okaxis' }, 'Payee name is required'],
    [{ upiId: 'demogold@okaxis', payeeName: 'Demo <script>' }, 'Payee name must be'],
    [{ upiId: 'demogold@okaxis', payeeName: 'x'.repeat(51) }, 'Payee name must be'],
    [{ upiId: 'demogold@okaxis', payeeName: 'लक्ष्मी 🙂' }, 'Payee name must be'],
  ])('%j is refused: %s', (body, message) => {
    expect(() => parseShopUpi(body)).toThrow(message)
  })

  it('keeps the duplicate-UTR switch only when it is true', () => {
    expect(parseShopUpi({ refuseDuplicateUtr: true }).refuseDuplicateUtr).toBe(true)
    expect(parseShopUpi({ refuseDuplicateUtr: 'yes' }).refuseDuplicateUtr).toBe(false)
  })

  it('names the field of each problem for the form', () => {
    expect(shopUpiProblems({ upiId: 'bad', payeeName: 'Demo' })).toEqual({ upiId: expect.stringContaining('UPI ID') })
    expect(shopUpiProblems({ upiId: 'ok@okaxis' })).toEqual({ payeeName: expect.stringContaining('Payee name') })
    expect(shopUpiProblems({ upiId: 'ok@okaxis', payeeName: 'Demo' })).toEqual({})
  })
})

describe('upiPayUri', () => {
  it('carries payee, name, rupees with paise, the loan number as the note and INR, each encoded', () => {
    expect(
      upiPayUri({
        upiId: 'demogold@okaxis',
        payeeName: 'Demo Gold & Co',
        amountPaise: 8_000_005,
        note: 'GL/2026-27/000012',
      }),
    ).toBe('upi://pay?pa=demogold@okaxis&pn=Demo%20Gold%20%26%20Co&am=80000.05&tn=GL%2F2026-27%2F000012&cu=INR')
    expect(upiPayUri({ upiId: 'a@b', payeeName: 'A', amountPaise: 100, note: 'x' })).toContain('am=1.00&')
  })
})
