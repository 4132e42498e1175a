import { Link } from '@gold/ui'
import { trpc } from '../../../trpc.ts'

/** A link to another loan by its number (the renewal chain names loans by id). */
export function LoanNumberLink({ id }: { id: string }) {
  const other = trpc.loans.get.useQuery({ id })
  return <Link to={`/loans/${encodeURIComponent(id)}`}>{other.data?.loanNumber ?? 'the other loan'}</Link>
}
