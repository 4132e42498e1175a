import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

type FieldFrameProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  required?: boolean
  children: ReactNode
  className?: string
}

function FieldFrame({ id, label, hint, error, required, children, className }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

type Common = { label: ReactNode; hint?: ReactNode; error?: string | null; fieldClassName?: string }

/** Text input with a visible label, an optional hint and an inline error tied by aria-describedby. */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  className,
  ref,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <input
        ref={ref}
        id={fieldId}
        className={className ?? 'input'}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  )
}

export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <textarea
        id={fieldId}
        className="input textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  )
}

export type SelectOption = { value: string; label: string; disabled?: boolean }

export function Select({
  label,
  hint,
  error,
  id,
  required,
  options,
  placeholder,
  fieldClassName,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <select
        id={fieldId}
        className="input select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function Checkbox({ label, id, ...rest }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div className="checkbox">
      <input type="checkbox" id={fieldId} {...rest} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  )
}
