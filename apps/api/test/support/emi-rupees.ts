/**
 * Stored EMI rows (integer paise since issue 24) read back in the rupees the EMI tests state their
 * amounts in, so the tests' figures and HTTP expectations stay as the spec writes them.
 */
export const emiInRupees = <E extends { amountPaise: bigint; paidAmountPaise: bigint }>({
  amountPaise,
  paidAmountPaise,
  ...e
}: E) => ({
  ...e,
  amount: Number(amountPaise) / 100,
  paidAmount: Number(paidAmountPaise) / 100,
})

export const receiptInRupees = <R extends { amountPaise: bigint; receivedAmountPaise: bigint | null }>({
  amountPaise,
  receivedAmountPaise,
  ...r
}: R) => ({
  ...r,
  amount: Number(amountPaise) / 100,
  receivedAmount: receivedAmountPaise === null ? null : Number(receivedAmountPaise) / 100,
})
