import jsQR from 'jsqr'

/** Reads the QR code in one frame, if any: the text it holds. */
export type QrDecoder = {
  decode(frame: ImageData): Promise<string | null>
  dispose(): void
}

export const decodeFrame = (frame: ImageData): string | null =>
  jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data || null

/**
 * Decoding a frame takes tens of milliseconds on a cheap phone: a worker keeps it off the page's
 * thread. Where workers are missing (tests' DOM) it decodes in place.
 */
export function createQrDecoder(): QrDecoder {
  if (typeof Worker === 'undefined') {
    return { decode: (frame) => Promise.resolve(decodeFrame(frame)), dispose() {} }
  }
  // Started on the first frame and again after a dispose, so one decoder outlives a remount.
  let worker: Worker | null = null
  let nextId = 0
  const waiting = new Map<number, (text: string | null) => void>()
  const started = () => {
    if (worker) return worker
    worker = new Worker(new URL('./qr-decode-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<{ id: number; text: string | null }>) => {
      waiting.get(e.data.id)?.(e.data.text)
      waiting.delete(e.data.id)
    }
    return worker
  }
  return {
    decode(frame) {
      const id = nextId++
      return new Promise((resolve) => {
        waiting.set(id, resolve)
        started().postMessage({ id, frame }, [frame.data.buffer])
      })
    },
    dispose() {
      worker?.terminate()
      worker = null
      for (const resolve of waiting.values()) resolve(null)
      waiting.clear()
    },
  }
}
