import { Button, TextField } from '@gold/ui'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { CameraView } from './camera-view.tsx'
import type { QrDecoder } from './qr-decoder.ts'
import { rearCamera, useCameraScanner, useScanTools, type FrameSource } from './use-camera-scanner.ts'
import './label-scanner.css'

export type LabelScannerProps = {
  /** The packet number a scanned or typed text names, or null when it is not one of our labels. */
  read: (text: string) => string | null
  /** Called once per packet number; a rejection un-lists it (scanning it again retries). */
  onLabel: (number: string) => Promise<void> | void
  /** What to show beside a listed packet (the audit's verdict). */
  describe?: (number: string) => ReactNode
  /** Numbers already recorded (a reopened audit): listed and never sent again. */
  initial?: readonly string[]
  source?: FrameSource
  decoder?: QrDecoder
}

type Note = { tone: 'ok' | 'bad'; text: string }

/** The phone's camera reading packet labels, with typing for a torn label; each packet listed once. */
export function LabelScanner({
  read,
  onLabel,
  describe,
  initial = [],
  source = rearCamera,
  decoder,
}: LabelScannerProps) {
  const { decoder: ownDecoder, feedback } = useScanTools(decoder)

  const [labels, setLabels] = useState<string[]>([...initial])
  const seen = useRef(new Set(initial))
  const lastBad = useRef('')
  const [note, setNote] = useState<Note | null>(null)

  const take = (text: string, typed: boolean) => {
    const number = read(text.trim())
    if (!number) {
      // The camera reads the same wrong code many times a second: say it once.
      if (typed || lastBad.current !== text) setNote({ tone: 'bad', text: `Not a packet label: ${text.slice(0, 40)}` })
      lastBad.current = text
      return false
    }
    if (seen.current.has(number)) {
      if (typed) setNote({ tone: 'ok', text: `${number} is already in the list` })
      return true
    }
    seen.current.add(number)
    setLabels((list) => [number, ...list])
    setNote({ tone: 'ok', text: `Scanned ${number}` })
    feedback.confirm()
    Promise.resolve(onLabel(number)).catch((e: unknown) => {
      seen.current.delete(number)
      setLabels((list) => list.filter((n) => n !== number))
      setNote({ tone: 'bad', text: `${number} was not recorded: ${e instanceof Error ? e.message : String(e)}` })
    })
    return true
  }

  const { videoRef, state, retry } = useCameraScanner({ source, decoder: ownDecoder, onText: (t) => take(t, false) })
  const [typed, setTyped] = useState('')
  const submitTyped = (e: FormEvent) => {
    e.preventDefault()
    if (typed.trim() && take(typed, true)) setTyped('')
  }

  return (
    <section className="label-scanner" aria-label="Scan packet labels">
      <CameraView videoRef={videoRef} state={state} retry={retry} hint="Point the camera at a packet label" />
      <p className={`scanner-note scanner-note-${note?.tone ?? 'ok'}`} role="status" aria-live="polite">
        {note?.text}
      </p>
      <form className="scanner-typed" onSubmit={submitTyped} aria-label="Type a packet number">
        <TextField
          label="Label torn? Type the packet number"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="PKT-000123"
          autoCapitalize="characters"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </form>
      <h3 className="scanner-count">Scanned: {labels.length}</h3>
      <ol className="scanned-list" aria-label="Scanned packets">
        {labels.map((number) => (
          <li key={number}>
            <span className="scanned-number">{number}</span>
            {describe?.(number)}
          </li>
        ))}
      </ol>
    </section>
  )
}
