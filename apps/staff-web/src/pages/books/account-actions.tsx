import { Button, TextField, serverErrorOf } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { ConfirmGroup } from '../loans/shared/confirm-group.tsx'

type AccountRow = { code: string; name: string; system: boolean; hasPostings: boolean }

/** Rename an account in place (tRPC `books.renameAccount`); the server's message shows on the name. */
export function RenameAccount({ account }: { account: AccountRow }) {
  const utils = trpc.useUtils()
  const [name, setName] = useState<string | null>(null)
  const rename = trpc.books.renameAccount.useMutation({
    onSuccess: () => {
      setName(null)
      return utils.books.accounts.invalidate()
    },
  })
  if (name === null)
    return (
      <Button variant="secondary" size="sm" onClick={() => setName(account.name)}>
        Rename<span className="visually-hidden"> {account.code}</span>
      </Button>
    )
  return (
    <form
      className="form"
      aria-label={`Rename ${account.code}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!rename.isPending) rename.mutate({ code: account.code, name: name.trim() })
      }}
    >
      <TextField
        label={`New name for ${account.code}`}
        value={name}
        autoComplete="off"
        error={rename.error ? serverErrorOf(rename.error).message : null}
        onChange={(e) => {
          rename.reset()
          setName(e.target.value)
        }}
      />
      <div className="form-actions">
        <Button variant="secondary" size="sm" onClick={() => setName(null)} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={rename.isPending}>
          Save name
        </Button>
      </div>
    </form>
  )
}

/** Delete an account nothing uses (not a system account, no postings), after a confirmation. */
export function DeleteAccount({ account }: { account: AccountRow }) {
  const utils = trpc.useUtils()
  const [asking, setAsking] = useState(false)
  const remove = trpc.books.deleteAccount.useMutation({ onSuccess: () => utils.books.accounts.invalidate() })
  if (account.system || account.hasPostings) return null
  if (!asking)
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Delete<span className="visually-hidden"> {account.code}</span>
      </Button>
    )
  return (
    <ConfirmGroup
      label={`Delete ${account.code} ${account.name}`}
      confirmLabel="Delete it"
      form={{
        error: remove.error,
        pending: remove.isPending,
        back: () => {
          remove.reset()
          setAsking(false)
        },
        confirm: () => {
          if (!remove.isPending) remove.mutate({ code: account.code })
        },
      }}
    >
      <p>
        Delete {account.code} {account.name}? It has no postings, so nothing in the books changes.
      </p>
    </ConfirmGroup>
  )
}
