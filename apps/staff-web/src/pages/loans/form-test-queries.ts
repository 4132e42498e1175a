import { screen, within } from '@testing-library/react'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Component tests: the inline error of the field whose label starts with `label`; null while it has none. */
export function fieldError(label: string) {
  const field = screen.getByLabelText(new RegExp(`^${escaped(label)}`))
  return field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
    : null
}

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
