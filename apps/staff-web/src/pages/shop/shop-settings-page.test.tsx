import { shopErrors } from '@gold/core/shop/shop-errors'
import { formQueries } from '@gold/ui/test-support/form-queries'
import {
  ORIGIN,
  mockHttp,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureInput,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ShopSettingsPage } from './shop-settings-page.tsx'

useMockServer()

type Profile = ProcedureOutput<'shop.profile'>

const empty: Profile = {
  name: 'Lakshmi Gold',
  legalName: null,
  address: null,
  phone: null,
  email: null,
  gstin: null,
  licenceNumber: null,
  logoPathname: null,
  logoUrl: null,
}
const m = (key: keyof typeof shopErrors.table) => shopErrors.table[key].message
const { input, fieldError } = formQueries()

async function renderPage(
  profile: Profile = empty,
  answer?: (input: ProcedureInput<'shop.updateProfile'>) => ProcedureOutput<'shop.updateProfile'>,
) {
  stubProcedure('shop.profile', () => profile)
  const update = stubProcedure(
    'shop.updateProfile',
    answer ??
      ((body) => {
        return {
          ...empty,
          ...body,
          gstin: body.gstin?.toUpperCase() ?? null,
          logoUrl: body.logoPathname ? `/api/files/private?pathname=${body.logoPathname}` : null,
        }
      }),
  )
  const uploads: string[] = []
  mockHttp(
    http.post(`${ORIGIN}/api/upload`, ({ request }) => {
      uploads.push(new URL(request.url).searchParams.get('purpose') ?? '')
      return HttpResponse.json(
        {
          pathname: 't1/logo.png',
          name: 'logo.png',
          size: 3,
          contentType: 'image/png',
          url: '/api/files/private?pathname=t1/logo.png',
        },
        { status: 201 },
      )
    }),
  )
  const user = userEvent.setup()
  renderWithTrpc(<ShopSettingsPage />)
  await screen.findByRole('form', { name: 'Shop profile' })
  return { user, update, uploads }
}

describe('shop profile form', () => {
  it('sends the profile with the uploaded logo, and previews the logo', async () => {
    const { user, update, uploads } = await renderPage()
    await user.type(input('Legal name'), 'Lakshmi Gold Finance Pvt Ltd')
    await user.type(input('Address'), '12 Anna Salai{enter}Chennai 600002')
    await user.type(input('Phone'), '044 2434 5678')
    await user.type(input('Email'), 'accounts@lakshmi.in')
    await user.type(input('GSTIN'), '27aapfu0939f1zv')
    await user.type(input('Licence or registration number'), 'TN/MLA/2024/118')
    await user.upload(input('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }))
    await screen.findByText('Uploaded: logo.png')
    expect(uploads).toEqual(['logo'])
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Logo preview' }).getAttribute('src')).toBe(
      '/api/files/private?pathname=t1/logo.png',
    )
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await screen.findByText('Profile saved. New documents print it.')
    expect(update.map((c) => c.input)).toEqual([
      {
        legalName: 'Lakshmi Gold Finance Pvt Ltd',
        address: '12 Anna Salai\nChennai 600002',
        phone: '044 2434 5678',
        email: 'accounts@lakshmi.in',
        gstin: '27aapfu0939f1zv',
        licenceNumber: 'TN/MLA/2024/118',
        logoPathname: 't1/logo.png',
      },
    ])
    // The form shows what was stored.
    expect(input('GSTIN').value).toBe('27AAPFU0939F1ZV')
  })

  it.each([
    ['GSTIN', '27AAPFU0939F1ZW', m('gstinCheckDigit')],
    ['GSTIN', '99AAPFU0939F1ZV', m('gstinStateCode')],
    ['GSTIN', '27AAPF00939F1ZV', m('gstinPan')],
    ['Phone', '12345', m('phoneInvalid')],
    ['Email', 'accounts', m('emailInvalid')],
  ])('%s "%s" is refused inline with what is wrong, and nothing is sent', async (label, value, message) => {
    const { user, update } = await renderPage()
    await user.type(input(label), value)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(fieldError(label)).toBe(message)
    expect(update).toEqual([])
  })

  it("starts from the stored profile; blanking a field sends null; the server's refusal shows at its field", async () => {
    const stored = {
      ...empty,
      legalName: 'Lakshmi Gold Finance Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      logoPathname: 't1/old.png',
      logoUrl: '/api/files/private?pathname=t1/old.png',
    }
    const { user, update } = await renderPage(stored, () => {
      throw shopErrors.error('logoInvalid')
    })
    expect(input('Legal name').value).toBe('Lakshmi Gold Finance Pvt Ltd')
    expect(screen.getByText('Uploaded: current logo')).toBeTruthy()
    await user.clear(input('Legal name'))
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(fieldError('Logo')).toBe(m('logoInvalid')))
    expect(update[0]!.input).toMatchObject({ legalName: null, gstin: '27AAPFU0939F1ZV', logoPathname: 't1/old.png' })
  })

  it('removing the logo sends none', async () => {
    const stored = { ...empty, logoPathname: 't1/old.png', logoUrl: '/api/files/private?pathname=t1/old.png' }
    const { user, update } = await renderPage(stored)
    await user.click(screen.getByRole('button', { name: /^Remove/ }))
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(update).toHaveLength(1))
    expect(update[0]!.input).toMatchObject({ logoPathname: null })
  })
})
