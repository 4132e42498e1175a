import { useEffect, useRef, useState } from 'react'
import SignaturePadLib from 'signature_pad'

/**
 * The borrower signs on the screen with a finger (or a mouse). `onChange` gets the signature as a PNG
 * blob once something is drawn, and null when cleared. The canvas is sized to its box at the
 * device's pixel ratio, so the stroke is sharp on a phone.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (png: Blob | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePadLib | null>(null)
  const [signed, setSigned] = useState(false)
  useEffect(() => {
    const el = canvas.current
    if (!el || !el.getContext('2d')) return
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    el.width = el.offsetWidth * ratio || 600
    el.height = el.offsetHeight * ratio || 200
    el.getContext('2d')!.scale(ratio, ratio)
    const p = new SignaturePadLib(el, { backgroundColor: 'rgb(255,255,255)' })
    p.addEventListener('endStroke', () => {
      setSigned(true)
      el.toBlob((blob) => onChange(blob), 'image/png')
    })
    pad.current = p
    return () => p.off()
  }, [onChange])
  const clear = () => {
    pad.current?.clear()
    setSigned(false)
    onChange(null)
  }
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <canvas
        ref={canvas}
        aria-label={label}
        data-signed={signed}
        style={{
          width: '100%',
          height: 180,
          border: '1px solid #bbb',
          borderRadius: 6,
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <button type="button" className="btn btn-secondary btn-sm" onClick={clear} disabled={!signed}>
        Clear signature
      </button>
    </div>
  )
}
