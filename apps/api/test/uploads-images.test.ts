import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, getBytes } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const TOO_MANY_PIXELS = {
  error:
    'The image has too many pixels. The limit is 50 megapixels (8000 × 6000); please resize it and upload it again.',
}
const UNREADABLE = {
  error: 'The image could not be read. It may be damaged: please upload it again or choose another.',
}

/** One colour over the whole picture: a few kilobytes of PNG that decode to width × height × 4 bytes. */
const plainPng = (width: number, height: number, channels: 3 | 4 = 4) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 160, b: 40, alpha: 1 } } })
    .png({ compressionLevel: 9 })
    .toBuffer()

/** A PNG declaring `width` × `height` over a few bytes of data: what a decompression bomb shows before it is decoded. */
function pngHeaderOnly(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const framed = Buffer.alloc(body.length + 8)
    framed.writeUInt32BE(data.length, 0)
    body.copy(framed, 4)
    framed.writeUInt32BE(crc32(body), body.length + 4)
    return framed
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Noise does not compress: a picture of `side`² pixels is 3 × side² bytes as a PNG. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()

const upload = (token: string, bytes: Buffer, purpose: string, type = 'image/png') =>
  call(server.url, 'POST', `/api/upload?purpose=${purpose}`, {
    token,
    rawBody: bytes,
    headers: { 'content-type': type, 'x-file-name': `${purpose}.png` },
  })

const storedRow = (pathname: string) => server.ctx.db.prisma.storedFile.findUniqueOrThrow({ where: { pathname } })
const storedPath = (pathname: string) => path.join(server.ctx.config.dataDir, 'uploads', pathname)

async function saveLogo(token: string, logoPathname: string | null) {
  const res = await call(server.url, 'POST', '/trpc/shop.updateProfile', {
    token,
    body: {
      json: {
        legalName: null,
        address: null,
        phone: null,
        email: null,
        gstin: null,
        licenceNumber: null,
        logoPathname,
      },
    },
  })
  expect(res.status, res.text).toBe(200)
}

const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0

describe('uploaded images are bounded in bytes and pixels', () => {
  it('keeps a 5000 × 5000 logo of a few kilobytes with a 600 px copy for documents', async () => {
    const t = await createTenantWithStaff(server)
    const bomb = await plainPng(5000, 5000)
    expect(bomb.length).toBeLessThan(200_000)
    const res = await upload(t.admin.token, bomb, 'logo')
    expect([res.status, res.body.size, res.body.contentType]).toEqual([201, bomb.length, 'image/png'])
    const row = await storedRow(res.body.pathname)
    expect(row).toMatchObject({ width: 5000, height: 5000, documentContentType: 'image/png' })
    const copy = await readFile(storedPath(row.documentPathname!))
    expect(copy.length).toBe(row.documentSize)
    expect(await sharp(copy).metadata()).toMatchObject({ width: 600, height: 600, format: 'png' })
    // The original is what staff read back; the copy is never served on its own.
    const back = await getBytes(server.url, res.body.url, { token: t.employee.token })
    expect(back.bytes.equals(bomb)).toBe(true)
    const direct = `/api/files/private?pathname=${encodeURIComponent(row.documentPathname!)}`
    expect((await call(server.url, 'GET', direct, { token: t.admin.token })).status).toBe(404)
  })

  it('refuses an image over 50 megapixels from its header, and one that cannot be read, storing nothing', async () => {
    const t = await createTenantWithStaff(server)
    const huge = pngHeaderOnly(10_000, 10_000)
    const header = huge.subarray(0, 8)
    const cases: [Buffer, string, string, number, unknown][] = [
      [huge, 'image/png', 'logo', 413, TOO_MANY_PIXELS],
      [huge, 'image/png', 'kyc', 413, TOO_MANY_PIXELS],
      [pngHeaderOnly(7072, 7072), 'image/png', 'ticket', 413, TOO_MANY_PIXELS],
      [Buffer.concat([header, Buffer.from('not really a picture')]), 'image/png', 'valuation', 400, UNREADABLE],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg', 'logo', 400, UNREADABLE],
      // A readable header over a body cut short: only decoding finds out, and a printed upload is decoded.
      [(await plainPng(300, 200)).subarray(0, 60), 'image/png', 'logo', 400, UNREADABLE],
    ]
    for (const [bytes, type, purpose, status, body] of cases) {
      const res = await upload(t.admin.token, bytes, purpose, type)
      expect([purpose, res.status, res.body]).toEqual([purpose, status, body])
    }
    expect(await server.ctx.db.prisma.storedFile.count({ where: { tenantId: t.tenantId } })).toBe(0)
  })

  it('stores an attachment or KYC file whose header it cannot read as before: no document prints it', async () => {
    const t = await createTenantWithStaff(server)
    const fakeJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
    for (const purpose of ['ticket', 'kyc']) {
      const res = await upload(t.admin.token, fakeJpeg, purpose, 'image/jpeg')
      expect([purpose, res.status]).toEqual([purpose, 201])
      expect(await storedRow(res.body.pathname)).toMatchObject({ width: null, height: null, documentPathname: null })
    }
  })

  it('answers 413 beyond 10 MB', async () => {
    const t = await createTenantWithStaff(server)
    const png = await plainPng(20, 20)
    const over = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)])
    const res = await upload(t.admin.token, over, 'logo')
    expect([res.status, res.body]).toEqual([413, { error: 'File is too large. The limit is 10 MB.' }])
  })
})

describe('documents print the copies', () => {
  /** A loan valuation whose one ornament has `photo`; the shop's logo is `logo` when given. */
  async function certificateOf(logo: Buffer | null, photo: Buffer) {
    const t = await createTenantWithStaff(server)
    if (logo) {
      const up = await upload(t.admin.token, logo, 'logo')
      expect(up.status, up.text).toBe(201)
      await saveLogo(t.admin.token, up.body.pathname)
    }
    const up = await upload(t.employee.token, photo, 'valuation')
    expect(up.status, up.text).toBe(201)
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'certificate',
      ornaments: [{ ...chain, imageUrl: up.body.url }],
    })
    const pdf = await getBytes(server.url, `/api/valuations/${v.id}/certificate`, { token: t.employee.token })
    expect(pdf.status).toBe(200)
    return { t, pdf: pdf.bytes }
  }

  it('a 9 MB logo and a 2.9 MB photo of noise (what compresses worst) add under 1.5 MB to a certificate, not 12 MB', async () => {
    const photo = await noisyPng(980)
    expect(photo.length).toBeGreaterThan(2_500_000)
    expect(photo.length).toBeLessThan(3 * 1024 * 1024)
    const logo = await noisyPng(1700)
    expect(logo.length).toBeGreaterThan(8_500_000)
    const small = await plainPng(40, 40, 3)
    const plain = await certificateOf(null, small)
    const heavy = await certificateOf(logo, photo)
    expect(imageCount(plain.pdf)).toBe(1)
    expect(imageCount(heavy.pdf)).toBe(2)
    expect(heavy.pdf.length - plain.pdf.length).toBeLessThan(1_500_000)
  })

  it("makes an older upload's copy the first time it is printed, once", async () => {
    const t = await createTenantWithStaff(server)
    const up = await upload(t.admin.token, await plainPng(3000, 2000, 3), 'logo')
    await saveLogo(t.admin.token, up.body.pathname)
    // As stored before copies existed: no size, no copy.
    const before = await storedRow(up.body.pathname)
    await rm(storedPath(before.documentPathname!))
    await server.ctx.db.prisma.storedFile.update({
      where: { pathname: up.body.pathname },
      data: { width: null, height: null, documentPathname: null, documentContentType: null, documentSize: null },
    })
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.employee.token, {
      customerId: customer.id,
      type: 'certificate',
      ornaments: [chain],
    })
    const print = () => getBytes(server.url, `/api/valuations/${v.id}/certificate`, { token: t.employee.token })
    const first = await Promise.all([print(), print(), print()])
    expect(first.map((r) => [r.status, imageCount(r.bytes)])).toEqual(Array(3).fill([200, 1]))
    const row = await storedRow(up.body.pathname)
    expect(row).toMatchObject({ width: 3000, height: 2000, documentContentType: 'image/png' })
    expect(await sharp(storedPath(row.documentPathname!)).metadata()).toMatchObject({ width: 600, height: 400 })
    // From now on documents read only the copy: without the original the logo still prints.
    await rm(storedPath(up.body.pathname))
    const again = await print()
    expect([again.status, imageCount(again.bytes)]).toEqual([200, 1])
  })
})
