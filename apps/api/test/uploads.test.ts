import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachFilesToTicket } from '../src/uploads/upload-service.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createSuperAdminLogin, createTenantWithStaff } from './support/factories.ts'
import { portalCustomer } from './customers-helpers.ts'
import { TEST_GIF, TEST_JPEG, TEST_PNG, TEST_WEBP } from './support/test-images.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const PNG = TEST_PNG
const JPEG = TEST_JPEG
const GIF = TEST_GIF
const WEBP = TEST_WEBP
const PDF = Buffer.from('%PDF-1.7\n%fake pdf\n')

type Auth = { token?: string; host?: string }

function upload(
  auth: Auth,
  bytes: Buffer,
  contentType: string | undefined,
  options: { name?: string; query?: string } = {},
) {
  const headers: Record<string, string> = {}
  if (contentType !== undefined) headers['content-type'] = contentType
  if (options.name !== undefined) headers['x-file-name'] = options.name
  return call(server.url, 'POST', `/api/upload${options.query ?? ''}`, { ...auth, rawBody: bytes, headers })
}

const read = (auth: Auth, pathname: string) =>
  call(server.url, 'GET', `/api/files/private?pathname=${encodeURIComponent(pathname)}`, auth)

describe('POST /api/upload', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
    ['application/pdf', PDF],
  ] as const)('stores a %s and serves it back privately', async (type, bytes) => {
    const shop = await createTenantWithStaff(server)
    const res = await upload({ token: shop.employee.token }, bytes, type, {
      name: encodeURIComponent('Aadhaar card ₹.x'),
      query: '?purpose=kyc',
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body).toEqual({
      pathname: expect.stringMatching(new RegExp(`^${shop.tenantId}/[A-Za-z0-9_-]{24}\\.[a-z]+$`)),
      name: 'Aadhaar card ₹.x',
      size: bytes.length,
      contentType: type,
      url: `/api/files/private?pathname=${encodeURIComponent(res.body.pathname)}`,
    })
    const row = await server.ctx.db.prisma.storedFile.findUnique({ where: { pathname: res.body.pathname } })
    expect(row).toMatchObject({
      tenantId: shop.tenantId,
      purpose: 'kyc',
      ownerKind: 'staff',
      ownerId: shop.employee.userId,
      size: bytes.length,
    })
    const back = await call(server.url, 'GET', res.body.url, { token: shop.admin.token })
    expect(back.status).toBe(200)
    expect(
      Buffer.from(
        await (
          await fetch(`${server.url}${res.body.url}`, { headers: { authorization: `Bearer ${shop.admin.token}` } })
        ).arrayBuffer(),
      ),
    ).toEqual(bytes)
    expect(back.headers.get('content-type')).toBe(type)
    expect(back.headers.get('cache-control')).toBe('private, no-store')
    expect(back.headers.get('x-content-type-options')).toBe('nosniff')
    expect(back.headers.get('content-disposition')).toMatch(
      /^inline; filename="Aadhaar card _.x"; filename\*=UTF-8''Aadhaar%20card%20%E2%82%B9.x$/,
    )
  })

  it('checks the content against its declared type, refuses other types, empty bodies and unknown purposes', async () => {
    const shop = await createTenantWithStaff(server)
    const auth = { token: shop.admin.token }
    const mismatch = { error: 'The file content does not match its type.' }
    const unsupported = { error: 'Unsupported file type. Upload a JPEG, PNG, WebP or GIF image, or a PDF.' }
    const cases: [Buffer, string | undefined, string, number, unknown][] = [
      [PDF, 'image/png', '', 400, mismatch],
      [PNG, 'application/pdf', '', 400, mismatch],
      [Buffer.from('<script>alert(1)</script>'), 'image/jpeg', '', 400, mismatch],
      [Buffer.from('<html></html>'), 'text/html', '', 400, unsupported],
      [Buffer.from('<svg/>'), 'image/svg+xml', '', 400, unsupported],
      [PNG, 'application/octet-stream', '', 400, unsupported],
      [PNG, undefined, '', 400, unsupported],
      [Buffer.alloc(0), 'image/png', '', 400, { error: 'The file is empty.' }],
      [
        PNG,
        'image/png',
        '?purpose=avatar',
        400,
        { error: 'Unknown upload purpose. Use kyc, ticket, valuation or logo.' },
      ],
    ]
    for (const [bytes, type, query, status, body] of cases) {
      const res = await upload(auth, bytes, type, { query })
      expect([type, query, res.status, res.body]).toEqual([type, query, status, body])
    }
    expect((await upload(auth, PNG, 'IMAGE/PNG; charset=binary')).status).toBe(201)
    expect((await upload(auth, JPEG, 'image/jpg')).body.contentType).toBe('image/jpeg')
    expect(await server.ctx.db.prisma.storedFile.count({ where: { tenantId: shop.tenantId } })).toBe(2)
  })

  it('cuts a long name at 200 without splitting a character, so the name answered is the name stored', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await upload({ token: shop.admin.token }, PDF, 'application/pdf', {
      name: encodeURIComponent(`${'a'.repeat(199)}🙂.pdf`),
    })
    expect([res.status, res.body.name]).toEqual([201, 'a'.repeat(199)])
    const row = await server.ctx.db.prisma.storedFile.findUnique({ where: { pathname: res.body.pathname } })
    expect(row?.originalName).toBe(res.body.name)
    // A percent-encoded lone surrogate is not UTF-8, so the header is kept as sent.
    expect(
      (await upload({ token: shop.admin.token }, PDF, 'application/pdf', { name: '%ED%A0%80.pdf' })).body.name,
    ).toBe('%ED%A0%80.pdf')
  })

  it('accepts up to 10 MB (beyond the 1 MB JSON limit) and answers 413 {error} beyond', async () => {
    const shop = await createTenantWithStaff(server)
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)])
    const ok = await upload({ token: shop.admin.token }, big, 'image/png', { name: 'big.png' })
    expect([ok.status, ok.body.size]).toEqual([201, 10 * 1024 * 1024])
    const tooBig = await upload({ token: shop.admin.token }, Buffer.concat([big, Buffer.from([0])]), 'image/png')
    expect([tooBig.status, tooBig.body]).toEqual([413, { error: 'File is too large. The limit is 10 MB.' }])
  })

  it('requires an authenticated principal; customers upload on their own subdomain', async () => {
    const shop = await createTenantWithStaff(server)
    expect([(await upload({}, PNG, 'image/png')).status, (await upload({}, PNG, 'image/png')).body]).toEqual([
      401,
      { error: 'Unauthorized' },
    ])
    const { customer, auth } = await portalCustomer(server, shop.tenantId, shop.slug)
    expect((await upload({ token: auth.token }, PNG, 'image/png')).status).toBe(401)
    const res = await upload(auth, PNG, 'image/png', { name: 'selfie.png', query: '?purpose=ticket' })
    expect(res.status).toBe(201)
    const row = await server.ctx.db.prisma.storedFile.findUnique({ where: { pathname: res.body.pathname } })
    expect(row).toMatchObject({
      tenantId: shop.tenantId,
      ownerKind: 'customer',
      ownerId: customer.id,
      purpose: 'ticket',
    })
  })
})

describe('GET /api/files/private: access re-checked on every read', () => {
  it('lets the uploader and staff of the tenant read; other customers and other tenants get 404', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const a = await portalCustomer(server, shop.tenantId, shop.slug)
    const b = await portalCustomer(server, shop.tenantId, shop.slug)
    const outsider = await portalCustomer(server, other.tenantId, other.slug)
    const ops = await createSuperAdminLogin(server)
    const mine = (await upload(a.auth, PDF, 'application/pdf')).body.pathname as string
    const staffFile = (await upload({ token: shop.employee.token }, PNG, 'image/png')).body.pathname as string
    const NOT_FOUND = { error: 'File not found' }

    expect((await read(a.auth, mine)).status).toBe(200)
    expect((await read({ token: shop.admin.token }, mine)).status).toBe(200)
    expect((await read({ token: shop.employee.token }, staffFile)).status).toBe(200)
    for (const [who, pathname] of [
      [b.auth, mine],
      [a.auth, staffFile],
      [{ token: other.admin.token }, mine],
      [{ token: other.admin.token }, staffFile],
      [outsider.auth, mine],
      [{ token: ops.token }, mine],
    ] as const) {
      const res = await read(who, pathname)
      expect([res.status, res.body]).toEqual([404, NOT_FOUND])
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    expect((await read({}, mine)).status).toBe(401)
    expect((await read({ token: shop.admin.token }, `${shop.tenantId}/nope.png`)).body).toEqual(NOT_FOUND)
    expect((await read({ token: shop.admin.token }, '../../secrets/session-secret')).body).toEqual(NOT_FOUND)
    expect((await call(server.url, 'GET', '/api/files/private', { token: shop.admin.token })).body).toEqual({
      error: 'A pathname is required.',
    })
  })

  it("reads ticket attachments through the ticket's visibility", async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const a = await portalCustomer(server, shop.tenantId, shop.slug)
    const b = await portalCustomer(server, shop.tenantId, shop.slug)
    const ticket = await call(server.url, 'POST', '/api/tickets', {
      ...a.auth,
      body: { subject: 'My KYC', message: 'See attached' },
    })
    expect(ticket.status, ticket.text).toBe(201)
    const ticketId = ticket.body.ticket.id as string
    const staffFile = (await upload({ token: shop.admin.token }, PDF, 'application/pdf', { query: '?purpose=ticket' }))
      .body.pathname as string
    const otherTenantFile = (await upload({ token: other.admin.token }, PDF, 'application/pdf')).body.pathname as string
    expect((await read(a.auth, staffFile)).status).toBe(404)

    expect(
      await attachFilesToTicket(server.ctx, shop.tenantId, ticketId, [staffFile, otherTenantFile, staffFile]),
    ).toBe(1)
    // Linked, but the requester side reads only what a (non-internal) message of its uploader shows.
    expect((await read(a.auth, staffFile)).status).toBe(404)
    const shown = await call(server.url, 'POST', `/api/tickets/${ticketId}/messages`, {
      token: shop.admin.token,
      body: { message: 'Here', attachments: [{ pathname: staffFile }] },
    })
    expect(shown.status, shown.text).toBe(201)
    expect((await read(a.auth, staffFile)).status).toBe(200)
    expect((await read(b.auth, staffFile)).status).toBe(404)
    expect((await read({ token: other.admin.token }, staffFile)).status).toBe(404)
    expect((await read({ token: shop.employee.token }, staffFile)).status).toBe(200)
    // another tenant's file was not linked, and a linked file is not re-linked elsewhere
    expect((await read(a.auth, otherTenantFile)).status).toBe(404)
    expect(await attachFilesToTicket(server.ctx, shop.tenantId, 'another-ticket', [staffFile])).toBe(0)
  })
})
