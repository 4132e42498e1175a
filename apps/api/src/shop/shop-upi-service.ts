import { type ShopUpiSettings, upiPayUri } from '@gold/core'
import QRCode from 'qrcode'
import type { AppContext } from '../platform/context.ts'
import { shopUpiRepository } from './shop-upi-repository.ts'

/** tRPC shop.upi: the shop's UPI ID, payee name and duplicate-UTR rule. */
export function getShopUpi(ctx: AppContext, tenantId: string): Promise<ShopUpiSettings> {
  return shopUpiRepository(ctx, tenantId).settings()
}

/** tRPC shop.updateUpi (shop settings): the whole form at once; a blank UPI ID turns the QR codes off. */
export async function updateShopUpi(ctx: AppContext, tenantId: string, input: ShopUpiSettings) {
  await shopUpiRepository(ctx, tenantId).put(input)
  return getShopUpi(ctx, tenantId)
}

/** What a document or screen needs to show a UPI QR code for an amount on a loan. */
export type UpiPayment = { upiId: string; payeeName: string; uri: string; amountPaise: number }

/** The UPI deep link for `amountPaise` with the loan number as its note; null without a UPI ID or amount. */
export async function shopUpiPayment(
  ctx: AppContext,
  tenantId: string,
  payment: { amountPaise: number; loanNumber: string },
): Promise<UpiPayment | null> {
  const { upiId, payeeName } = await getShopUpi(ctx, tenantId)
  if (!upiId || !payeeName || payment.amountPaise <= 0) return null
  const uri = upiPayUri({ upiId, payeeName, amountPaise: payment.amountPaise, note: payment.loanNumber })
  return { upiId, payeeName, uri, amountPaise: payment.amountPaise }
}

/** The same, with the QR code as a PNG data URL for a screen (the browser loads nothing from elsewhere). */
export async function shopUpiQr(
  ctx: AppContext,
  tenantId: string,
  payment: { amountPaise: number; loanNumber: string },
) {
  const upi = await shopUpiPayment(ctx, tenantId, payment)
  if (!upi) return null
  return { ...upi, qrDataUrl: await QRCode.toDataURL(upi.uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) }
}
