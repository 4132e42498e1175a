/** Why the camera is not showing, in the words the page tells staff. */
export type CameraProblem = 'denied' | 'none' | 'insecure' | 'busy' | 'failed'

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; help: string }> = {
  denied: {
    title: 'Camera permission was denied',
    help: "Allow the camera for this site in the browser's settings (the lock or camera icon by the address), then press Try again. You can type packet numbers below meanwhile.",
  },
  none: {
    title: 'No camera found',
    help: 'This device has no camera the browser can use. Type the packet numbers below, or use a phone.',
  },
  insecure: {
    title: 'The camera needs a secure connection',
    help: 'Open the app over https to scan. You can type packet numbers below meanwhile.',
  },
  busy: {
    title: 'The camera is in use',
    help: 'Another app or tab is using the camera. Close it, then press Try again.',
  },
  failed: {
    title: 'The camera could not start',
    help: 'Press Try again, or type the packet numbers below.',
  },
}

/** The rear camera where there is one (labels are scanned with the phone's back camera), else any. */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no mediaDevices', 'InsecureContextError')
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  })
}

export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none'
  if (name === 'InsecureContextError') return 'insecure'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'failed'
}

export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
