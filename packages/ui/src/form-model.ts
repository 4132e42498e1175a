import { useEffect, useState, type FormEvent } from 'react'
import { useErrorText } from './i18n/use-error-text.ts'
import { fieldOfError, serverErrorOf, type ErrorFields } from './server-error.ts'

/** Field name → the message shown under that field. */
export type FormErrors<K extends string = string> = Partial<Record<K, string>>

/** The keys of `V` whose values are text, the ones a text input can bind to. */
export type TextKeys<V> = { [P in keyof V]: V[P] extends string ? P : never }[keyof V] & string

type Options<V, K extends string> = {
  initial: V | (() => V)
  /**
   * Every problem with `values`, by field, with the messages the API answers (core's checks).
   * It runs on every render, so the errors always describe the values on screen.
   */
  validate: (values: V) => FormErrors<K>
  /** The fields server errors belong at, by code or named input; any other error shows above the form. */
  errorFields?: ErrorFields<K>
}

const without = <T extends object>(record: T, key: PropertyKey): T => {
  if (!(key in record)) return record
  const next = { ...record }
  delete next[key as keyof T]
  return next
}

/**
 * The one form approach of the apps. Values are controlled (previews such as totals and
 * settlements follow every keystroke); errors are computed from them by core's rules, never
 * stored, so they cannot go stale. A field's error shows once the field is touched or the form
 * was submitted; a server message about a field shows there until that field is edited. Submit
 * sends nothing while a problem remains and focuses the first invalid input instead.
 */
export function useFormModel<V extends object, K extends string = Extract<keyof V, string>>({
  initial,
  validate,
  errorFields = {},
}: Options<V, K>) {
  const [values, setValues] = useState<V>(initial)
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<FormErrors<K>>({})
  const [formError, setFormError] = useState<string | null>(null)
  // Focus moves once the render that marks the fields invalid is on screen.
  const [focusIn, setFocusIn] = useState<{ form: HTMLFormElement } | null>(null)
  const errorText = useErrorText()
  useEffect(() => {
    focusIn?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusIn])

  const problems = validate(values)
  const invalid = (Object.keys(problems) as K[]).filter((key) => problems[key])
  const errors: FormErrors<K> = { ...serverErrors }
  for (const key of invalid) if (submitted || touched[key]) errors[key] = problems[key]

  const set = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors((e) => without(e, field))
  }

  /** Show (or, with `false`, hide again) a field's error before the form is submitted. */
  const touch = (field: K, on = true) => setTouched((t) => (Boolean(t[field]) === on ? t : { ...t, [field]: on }))

  /** Props for a text input bound to a text field: name, value, onChange and its error. */
  const text = <F extends TextKeys<V>>(field: F) => ({
    name: field,
    value: values[field] as string,
    error: (errors as FormErrors)[field] ?? null,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as V[F]),
  })

  /** Show a failed request's message at its field, or above the form. */
  const fail = (error: unknown, form?: HTMLFormElement) => {
    const answer = serverErrorOf(error)
    const field = fieldOfError(errorFields, answer)
    // In the reader's language where the borrower apps translate the code; the server's words otherwise.
    const message = errorText.ofAnswer(answer)
    if (field === null) return setFormError(message)
    setServerErrors({ [field]: message } as FormErrors<K>)
    if (form) setFocusIn({ form })
  }

  /** The form's onSubmit: checks every field, then runs `onValid`; whatever it throws is shown. */
  const handleSubmit = (onValid: (values: V) => unknown) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    setSubmitted(true)
    setFormError(null)
    setServerErrors({})
    if (invalid.length > 0) return setFocusIn({ form })
    try {
      await onValid(values)
    } catch (err) {
      fail(err, form)
    }
  }

  /** Start over: the initial values (or `next`), nothing touched, no errors. */
  const reset = (next?: V) => {
    setValues(next ?? initial)
    setSubmitted(false)
    setTouched({})
    setServerErrors({})
    setFormError(null)
  }

  return { values, set, setValues, text, touch, errors, problems, submitted, formError, fail, handleSubmit, reset }
}

export type FormModel<V extends object, K extends string = Extract<keyof V, string>> = ReturnType<
  typeof useFormModel<V, K>
>
