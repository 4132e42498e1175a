import { formQueries } from '@gold/ui/test-support/form-queries'
import { within } from '@testing-library/react'

/** Component tests: the inline error of the field whose label starts with `label`; null while it has none. */
export const { fieldError } = formQueries()

/** Component tests: a table's body rows, each as its cells' text. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
