import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from './router.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  busy?: boolean
  size?: 'sm' | 'md'
}

const classes = (variant: ButtonVariant, size: 'sm' | 'md', extra?: string) =>
  ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', extra ?? ''].filter(Boolean).join(' ')

/** A button; `busy` disables it and shows a spinner while keeping the label for screen readers. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner-inline" aria-hidden="true" />}
      {children}
    </button>
  )
}

/** A link styled as a button (for navigation, never for actions). */
export function ButtonLink({
  to,
  variant = 'primary',
  size = 'md',
  children,
  className,
}: {
  to: string
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  children: ReactNode
  className?: string
}) {
  return (
    <Link to={to} className={classes(variant, size, className)}>
      {children}
    </Link>
  )
}
