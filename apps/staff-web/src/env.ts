/**
 * Build-time configuration (Vite inlines `VITE_*` at build). The only setting: where the payment
 * gateway's hosted checkout page lives, used when the billing router does not name a page itself.
 * Example: `VITE_GATEWAY_CHECKOUT_URL=http://localhost:4010/checkout pnpm --filter @gold/staff-web build`.
 */
const raw: unknown = import.meta.env.VITE_GATEWAY_CHECKOUT_URL
export const env = {
  gatewayCheckoutUrl: typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null,
}
