import { decodeFrame } from './qr-decoder.ts'

// The worker's global scope, typed without pulling the WebWorker lib into the app's DOM types.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; frame: ImageData }>) => void) | null
  postMessage(message: { id: number; text: string | null }): void
}

scope.onmessage = (e) => {
  scope.postMessage({ id: e.data.id, text: decodeFrame(e.data.frame) })
}
