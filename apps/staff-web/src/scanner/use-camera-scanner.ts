import { useEffect, useMemo, useRef, useState } from 'react'
import { cameraProblem, openRearCamera, stopStream, type CameraProblem } from './camera-stream.ts'
import { createQrDecoder, type QrDecoder } from './qr-decoder.ts'
import { createScanFeedback } from './scan-feedback.ts'

/** Where frames come from: the phone's camera in the app, a stand-in in component tests. */
export type FrameSource = {
  open(): Promise<MediaStream>
  frame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null
}

/** Labels are small in the picture but a QR code needs few pixels: 640 px wide is enough and cheap. */
const MAX_FRAME_WIDTH = 640

export const rearCamera: FrameSource = {
  open: openRearCamera,
  frame(video, canvas) {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null
    const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    const draw = canvas.getContext('2d', { willReadFrequently: true })
    if (!draw) return null
    draw.drawImage(video, 0, 0, canvas.width, canvas.height)
    return draw.getImageData(0, 0, canvas.width, canvas.height)
  },
}

export type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem }

/**
 * Opens the camera and reads a frame every `intervalMs` on a timer, never during React's render,
 * with at most one frame being decoded at a time. `onText` gets every text read (repeats too).
 */
export function useCameraScanner({
  source,
  decoder,
  onText,
  intervalMs = 150,
}: {
  source: FrameSource
  decoder: QrDecoder
  onText: (text: string) => void
  intervalMs?: number
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const onTextRef = useRef(onText)
  onTextRef.current = onText
  const [state, setState] = useState<CameraState>({ kind: 'starting' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    let decoding = false
    const canvas = document.createElement('canvas')
    setState({ kind: 'starting' })

    const tick = async () => {
      const video = videoRef.current
      if (decoding || !video) return
      const frame = source.frame(video, canvas)
      if (!frame) return
      decoding = true
      try {
        const text = await decoder.decode(frame)
        if (text && !stopped) onTextRef.current(text)
      } finally {
        decoding = false
      }
    }

    source.open().then(
      async (opened) => {
        if (stopped) return stopStream(opened)
        stream = opened
        const video = videoRef.current
        if (video) {
          video.srcObject = opened
          await video.play().catch(() => {})
        }
        setState({ kind: 'live' })
        timer = setInterval(() => void tick(), intervalMs)
      },
      (error: unknown) => {
        if (!stopped) setState({ kind: 'problem', problem: cameraProblem(error) })
      },
    )
    return () => {
      stopped = true
      clearInterval(timer)
      stopStream(stream)
      if (videoRef.current) videoRef.current.srcObject = null
    }
  }, [source, decoder, intervalMs, attempt])

  return { videoRef, state, retry: () => setAttempt((n) => n + 1) }
}

/** The decoder (a test's, or an own worker disposed with the component) and the beep for a good read. */
export function useScanTools(decoder?: QrDecoder) {
  const own = useMemo(() => decoder ?? createQrDecoder(), [decoder])
  const feedback = useMemo(() => createScanFeedback(), [])
  useEffect(() => () => (decoder ? undefined : own.dispose()), [decoder, own])
  useEffect(() => () => feedback.close(), [feedback])
  return { decoder: own, feedback }
}
