import type { booksErrors } from '@gold/core/books/books-errors'
import { Alert, Button, Card, Checkbox, Select, TextField, useFormModel, type ErrorCode } from '@gold/ui'
import { useRef } from 'react'
import { trpc } from '../../trpc.ts'

export const ACCOUNT_GROUPS = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'] as const

type AddAccountValues = { group: string; code: string; name: string; bank: boolean }

// The chart's refusals belong at the field they are about; anything else shows above the form.
const ADD_ACCOUNT_ERROR_FIELDS: Partial<Record<ErrorCode<typeof booksErrors>, keyof AddAccountValues>> = {
  invalidAccountGroup: 'group',
  accountCodeOutOfRange: 'code',
  accountCodeReserved: 'code',
  accountCodeTaken: 'code',
  accountNameRequired: 'name',
  accountNameTaken: 'name',
}

const EMPTY: AddAccountValues = { group: 'Expense', code: '', name: '', bank: false }

/** Add an account under a group (tRPC `books.addAccount`); the server's chart rules decide, and say why not. */
export function AddAccountCard() {
  const utils = trpc.useUtils()
  const sending = useRef(false)
  const form = useFormModel<AddAccountValues, keyof AddAccountValues>({
    initial: EMPTY,
    validate: () => ({}),
    errorFields: { codes: ADD_ACCOUNT_ERROR_FIELDS },
  })
  const add = trpc.books.addAccount.useMutation({
    onSuccess: () => utils.books.accounts.invalidate(),
    onSettled: () => {
      sending.current = false
    },
  })
  const submit = form.handleSubmit(async (v) => {
    if (sending.current) return
    sending.current = true
    const bank = v.bank && v.group === 'Asset'
    await add.mutateAsync({
      group: v.group,
      code: v.code.trim(),
      name: v.name.trim(),
      ...(bank ? { money: 'Bank' } : {}),
    })
    form.reset(EMPTY)
  })
  return (
    <Card title="Add an account">
      <form className="form" onSubmit={submit} noValidate aria-label="Add an account">
        <Select label="Group" options={ACCOUNT_GROUPS.map((g) => ({ value: g, label: g }))} {...form.text('group')} />
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="off"
          fieldClassName="books-date"
          {...form.text('code')}
        />
        <TextField label="Name" autoComplete="off" {...form.text('name')} />
        {form.values.group === 'Asset' && (
          <Checkbox
            label="A bank account (read in the bank book)"
            checked={form.values.bank}
            onChange={(e) => form.set('bank', e.target.checked)}
          />
        )}
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {add.data && !add.isPending && (
          <Alert tone="success">
            Added {add.data.code} {add.data.name}.
          </Alert>
        )}
        <div className="form-actions">
          <Button type="submit" busy={add.isPending}>
            Add account
          </Button>
        </div>
      </form>
    </Card>
  )
}
