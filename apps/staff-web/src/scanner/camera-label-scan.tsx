import { Button } from '@gold/ui'
import { useRef } from 'react'
import { CameraView } from './camera-view.tsx'
import type { QrDecoder } from './qr-decoder.ts'
import { rearCamera, useCameraScanner, useScanTools, type FrameSource } from './use-camera-scanner.ts'
import './label-scanner.css'

/**
 * The camera open until it reads one packet label: `accept` says whether a read text is one (the
 * camera also sees other codes); the first it accepts goes to `onLabel` once and the camera stops.
 */
export function CameraLabelScan({
  accept,
  onLabel,
  onCancel,
  source = rearCamera,
  decoder,
}: {
  accept: (text: string) => boolean
  onLabel: (text: string) => void
  onCancel: () => void
  source?: FrameSource
  decoder?: QrDecoder
}) {
  const { decoder: ownDecoder, feedback } = useScanTools(decoder)
  const done = useRef(false)
  const { videoRef, state, retry } = useCameraScanner({
    source,
    decoder: ownDecoder,
    onText: (text) => {
      if (done.current || !accept(text)) return
      done.current = true
      feedback.confirm()
      onLabel(text)
    },
  })
  return (
    <section className="label-scanner" aria-label="Scan the packet label">
      <CameraView videoRef={videoRef} state={state} retry={retry} hint="Point the camera at the packet label" />
      <Button variant="secondary" onClick={onCancel}>
        Close the camera
      </Button>
    </section>
  )
}
