import { expect } from 'vitest'
import { TINY_PNG, api } from './pages.ts'
import type { Platform } from './platform.ts'

/** Setting up a shop's vault through the API, as the counter and a second person would (issue 28). */

/** A tRPC mutation or query on the main host, with a bearer token: its data. */
export async function trpcCall<T = any>(
  platform: Platform,
  token: string,
  path: string,
  input: unknown,
  mutation = true,
) {
  const res = mutation
    ? await api(platform, token, `/trpc/${path}`, { method: 'POST', body: { json: input } })
    : await api(platform, token, `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body.result.data.json as T
}

async function uploadPhoto(platform: Platform, token: string) {
  const res = await fetch(`${platform.mainUrl}/api/upload?purpose=valuation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': 'packet.png' },
    body: TINY_PNG,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { url: string }).url
}

/**
 * A borrower's ornament valued, sealed in a packet with its photos, and put into `placeId` by two
 * staff (`asker` asks, `confirmer` confirms): the packet's id and number, and the valuation's id.
 */
export async function packetInVault(
  platform: Platform,
  staff: { asker: string; confirmer: string },
  customerId: string,
  placeId: string,
  sealNo: string,
) {
  const valuation = await api(platform, staff.asker, '/api/valuations', {
    method: 'POST',
    body: { customerId, type: 'loan', ornaments: [{ type: 'Chain', purity: '22K', grossWeight: 10 }] },
  })
  expect(valuation.status, JSON.stringify(valuation.body)).toBe(201)
  const packet = await api(platform, staff.asker, '/api/custody/packets', {
    method: 'POST',
    body: {
      valuationId: valuation.body.id,
      sealNo,
      ornamentPhotoUrls: [await uploadPhoto(platform, staff.asker)],
      sealedPhotoUrl: await uploadPhoto(platform, staff.asker),
    },
  })
  expect(packet.status, JSON.stringify(packet.body)).toBe(201)
  const asked = await trpcCall<{ id: string }>(platform, staff.asker, 'custody.requestMove', {
    packetId: packet.body.id,
    kind: 'intoVault',
    toPlaceId: placeId,
  })
  await trpcCall(platform, staff.confirmer, 'custody.confirmMove', { id: asked.id })
  return {
    id: packet.body.id as string,
    number: packet.body.number as string,
    valuationId: valuation.body.id as string,
  }
}

/** The labels sheet's PDF for `ids`, in that order (GET /api/custody/labels.pdf). */
export async function labelsPdf(platform: Platform, token: string, ids: string[]) {
  const res = await fetch(`${platform.mainUrl}/api/custody/labels.pdf?ids=${ids.join(',')}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return new Uint8Array(await res.arrayBuffer())
}

/**
 * Where label `i` of a sheet lies, in pixels of the sheet rendered at `scale` (packet-labels-pdf.ts:
 * A4 in points, 24 pt margins, 2 columns by 6 rows, 8 pt gaps).
 */
export function labelCrop(i: number, scale: number) {
  const [pageWidth, pageHeight, margin, gap] = [595.28, 841.89, 24, 8]
  const width = (pageWidth - 2 * margin - gap) / 2
  const height = (pageHeight - 2 * margin - 5 * gap) / 6
  const [col, row] = [i % 2, Math.floor(i / 2)]
  return {
    x: Math.round((margin + col * (width + gap)) * scale),
    y: Math.round((margin + row * (height + gap)) * scale),
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  }
}
