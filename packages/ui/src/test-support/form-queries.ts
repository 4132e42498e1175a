import { screen } from '@testing-library/react'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Component tests' field queries. `input` finds the field whose label starts with `label`, or with
 * `exact` the one whose label is `label` (a required field's label adds " *"), for forms where one
 * label starts another ("New password", "New password again"). `fieldError` is that field's inline
 * error (tied by aria-describedby), null while it has none.
 */
export function formQueries({ exact = false }: { exact?: boolean } = {}) {
  const input = (label: string) =>
    screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escaped(label)}${exact ? '( \\*)?$' : ''}`))
  const fieldError = (label: string) => {
    const field = input(label)
    return field.getAttribute('aria-invalid') === 'true'
      ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
      : null
  }
  return { input, fieldError }
}
