import type { Response } from 'express'

/**
 * A certificate PDF (staff and portal alike): personal data, so `private, no-store`; `inline`
 * opens it in the browser, `attachment` downloads it.
 */
export function sendPrivatePdf(
  res: Response,
  file: { filename: string; pdf: Buffer | Uint8Array },
  disposition: 'inline' | 'attachment',
) {
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.filename}"`)
  res.status(200).end(file.pdf)
}
