import type { IsoDate } from '@gold/core/shared/india-calendar'
import { Alert, Button, serverErrorOf, useErrorText, useFormat, useT } from '@gold/ui'
import { useEffect, useRef, useState } from 'react'
import { releaseText } from '../i18n/release-text.ts'

export type Slot = { date: IsoDate; time: string }
export type OpenSlot = Slot & { left: number }

type Phase = { step: 'choose' } | { step: 'confirm' | 'booking'; slot: Slot }

const weekdayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * Issue 28: the borrower books the slot to collect their gold (the loan page's card and the SMS
 * link's page share it). A day, then a time among the open slots, then a confirmation: nothing is
 * sent before the borrower confirms. A refusal (full, no longer open) shows the server's words and
 * the slots are fetched again; a new booking replaces the old one (the API does that).
 */
export function ReleaseSlotPicker(props: {
  booking: Slot | null
  slots: OpenSlot[]
  book: (slot: Slot) => Promise<Slot>
  /** Fetch the booking and the open slots again. */
  refresh: () => Promise<unknown>
}) {
  const t = useT(releaseText)
  const f = useFormat()
  const errors = useErrorText()
  const [day, setDay] = useState<IsoDate | null>(null)
  const [phase, setPhase] = useState<Phase>({ step: 'choose' })
  const [done, setDone] = useState<Slot | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const confirmRef = useRef<HTMLDivElement>(null)
  const current = done ?? props.booking
  const days = [...new Set(props.slots.map((s) => s.date))]
  const shownDay = day && days.includes(day) ? day : (days[0] ?? null)
  const times = props.slots.filter((s) => s.date === shownDay)
  const slotWords = (s: Slot) => [s.time, f.isoDate(s.date)] as const
  const isCurrent = (s: Slot) => current?.date === s.date && current.time === s.time

  useEffect(() => {
    if (phase.step === 'confirm') confirmRef.current?.focus()
  }, [phase.step])

  const book = async (slot: Slot) => {
    setPhase({ step: 'booking', slot })
    setFailure(null)
    try {
      setDone(await props.book(slot))
    } catch (err) {
      const answer = serverErrorOf(err)
      setFailure((answer.code && t.errors[answer.code]) || errors.ofAnswer(answer))
    }
    setPhase({ step: 'choose' })
    await props.refresh()
  }

  return (
    <div className="stack release-picker">
      {current ? (
        <Alert tone="success" title={done ? t.booked : undefined}>
          <p>
            {t.yourSlot(...slotWords(current))} {t.bringPapers}
          </p>
          <p className="small">{t.replaceNote}</p>
        </Alert>
      ) : (
        <p>{t.noBooking}</p>
      )}
      {failure && (
        <Alert tone="danger" title={t.couldNotBook}>
          {failure} {t.slotsRefreshed}
        </Alert>
      )}
      {phase.step !== 'choose' ? (
        <div className="release-confirm stack" ref={confirmRef} tabIndex={-1}>
          <p className="release-confirm-question">{t.confirm(...slotWords(phase.slot))}</p>
          {current && <p className="small">{t.confirmReplace(...slotWords(current))}</p>}
          <div className="release-confirm-actions">
            <Button busy={phase.step === 'booking'} onClick={() => void book(phase.slot)}>
              {t.book}
            </Button>
            <Button
              variant="secondary"
              disabled={phase.step === 'booking'}
              onClick={() => setPhase({ step: 'choose' })}
            >
              {t.chooseAnother}
            </Button>
          </div>
          {phase.step === 'booking' && (
            <p className="small muted" role="status">
              {t.booking}
            </p>
          )}
        </div>
      ) : days.length === 0 ? (
        <Alert tone="warning">{t.noSlots}</Alert>
      ) : (
        <>
          <fieldset className="release-choices">
            <legend>{t.chooseDay}</legend>
            <div className="release-grid">
              {days.map((d) => (
                <button
                  key={d}
                  type="button"
                  className="btn btn-secondary release-choice"
                  aria-pressed={d === shownDay}
                  onClick={() => setDay(d)}
                >
                  <span>{t.weekdays[weekdayOf(d)]}</span> <span className="release-choice-sub">{f.isoDate(d)}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="release-choices">
            <legend>{shownDay ? `${t.chooseTime} · ${f.isoDate(shownDay)}` : t.chooseTime}</legend>
            <div className="release-grid">
              {times.map((s) => (
                <button
                  key={s.time}
                  type="button"
                  className="btn btn-secondary release-choice"
                  // The slot already booked: shown as theirs, not offered again.
                  disabled={isCurrent(s)}
                  aria-current={isCurrent(s) || undefined}
                  onClick={() => {
                    setFailure(null)
                    setPhase({ step: 'confirm', slot: { date: s.date, time: s.time } })
                  }}
                >
                  <span>{s.time}</span>{' '}
                  <span className="release-choice-sub">{isCurrent(s) ? t.yours : t.left(s.left)}</span>
                </button>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </div>
  )
}
