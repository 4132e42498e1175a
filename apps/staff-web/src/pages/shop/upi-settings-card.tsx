import { shopUpiProblems } from '@gold/core/shop/shop-upi'
import { Alert, Button, Card, Checkbox, TextField, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type ShopUpi = RouterOutputs['shop']['upi']
type UpiValues = { upiId: string; payeeName: string; refuseDuplicateUtr: boolean }

const valuesOf = (u: ShopUpi): UpiValues => ({
  upiId: u.upiId ?? '',
  payeeName: u.payeeName ?? '',
  refuseDuplicateUtr: u.refuseDuplicateUtr,
})
const bodyOf = (v: UpiValues) => ({
  upiId: v.upiId.trim() || null,
  payeeName: v.payeeName.trim() || null,
  refuseDuplicateUtr: v.refuseDuplicateUtr,
})

/** Issue 27: the shop's UPI ID, printed as a QR code on receipts, auction notices and the portal. */
export function UpiSettingsCard() {
  const upi = trpc.shop.upi.useQuery()
  if (!upi.data) return null
  return <UpiSettingsForm upi={upi.data} />
}

function UpiSettingsForm({ upi }: { upi: ShopUpi }) {
  const utils = trpc.useUtils()
  const [saved, setSaved] = useState(false)
  const form = useFormModel<UpiValues, 'upiId' | 'payeeName'>({
    initial: () => valuesOf(upi),
    validate: (v) => shopUpiProblems(bodyOf(v)),
  })
  const update = trpc.shop.updateUpi.useMutation({ onSuccess: (next) => utils.shop.upi.setData(undefined, next) })
  const submit = form.handleSubmit(async (v) => {
    setSaved(false)
    form.reset(valuesOf(await update.mutateAsync(bodyOf(v))))
    setSaved(true)
  })
  return (
    <Card title="UPI payments">
      <form className="form" onSubmit={submit} noValidate aria-label="UPI payments">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField
          label="UPI ID"
          {...form.text('upiId')}
          onBlur={() => form.touch('upiId')}
          hint="Your shop's UPI ID, such as lakshmigold@okaxis. Leave it blank to print no UPI QR code."
          autoComplete="off"
        />
        <TextField
          label="Payee name"
          {...form.text('payeeName')}
          onBlur={() => form.touch('payeeName')}
          hint="The name a borrower's UPI app shows before they pay."
        />
        <Checkbox
          label="Refuse a UPI or bank transfer reference (UTR) already recorded in the shop"
          checked={form.values.refuseDuplicateUtr}
          onChange={(e) => form.set('refuseDuplicateUtr', e.target.checked)}
        />
        <p className="small muted">
          With a UPI ID, receipts, auction notices and the borrower portal show a QR code for the amount due. Staff
          record each UPI payment against its loan with the UTR the borrower&apos;s app shows.
        </p>
        {saved && <Alert tone="success">UPI details saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            Save UPI details
          </Button>
        </div>
      </form>
    </Card>
  )
}
