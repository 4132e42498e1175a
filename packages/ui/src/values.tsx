import type { ReactNode } from 'react'
import { formatGrams, formatRupees, formatWeightMg, toDate } from './format.ts'
import { formatDateIn, formatDateTimeIn, formatPaiseIn } from './i18n/format-in-language.ts'
import { useLanguage } from './i18n/language-context.tsx'

/** Money in Indian grouping with ₹: pass `rupees` (valuations, EMIs) or integer `paise` (billing). */
export function Money({
  rupees,
  paise,
  className,
}: {
  rupees?: number | null
  paise?: number | null
  className?: string
}) {
  const { language } = useLanguage()
  const text =
    paise !== undefined && paise !== null
      ? formatPaiseIn(language, Math.round(paise))
      : rupees !== undefined && rupees !== null && Number.isFinite(rupees)
        ? formatRupees(rupees)
        : '—'
  return <span className={['money', className ?? ''].filter(Boolean).join(' ')}>{text}</span>
}

/** A date (or date and time) in India time and the reader's language, inside a machine-readable <time>. */
export function DateText({
  value,
  withTime = false,
}: {
  value: Date | string | number | null | undefined
  withTime?: boolean
}) {
  const { language } = useLanguage()
  const d = toDate(value)
  if (!d) return <span>—</span>
  return <time dateTime={d.toISOString()}>{withTime ? formatDateTimeIn(language, d) : formatDateIn(language, d)}</time>
}

/** A weight in grams: pass `value` in grams (API answers) or integer `mg` (core's computations). */
export function Grams({ value, mg }: { value?: number | null; mg?: number | null }) {
  return <span className="money">{mg !== undefined ? formatWeightMg(mg) : formatGrams(value)}</span>
}

export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="stat">
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value}</p>
      {hint && <p className="stat-hint">{hint}</p>}
    </div>
  )
}
