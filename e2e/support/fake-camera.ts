import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'

/**
 * A camera for the browser journeys: Chromium's fake capture device plays a Y4M file
 * (`--use-file-for-fake-video-capture`, looped) as the phone's camera. The video is made at run
 * time from pictures of labels (the shop's printed label sheet rendered to PNG): each picture is
 * laid on a grey "tray", slightly turned as a hand holds a phone, and held for `secondsEach`.
 */

export const CAMERA = { width: 640, height: 480, fps: 10 }

/** The flags that make Chromium's camera play `video` and grant the permission without asking. */
export const fakeCameraArgs = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
]

/** A picture for the camera: a PNG, and the part of it to show (pixels; a label cut from a sheet). */
export type CameraPicture = { png: Buffer; crop?: { x: number; y: number; width: number; height: number } }

/**
 * Each picture laid on a grey tray in one camera frame and turned into planar YUV 4:2:0 (full-range
 * BT.601, what Y4M's C420jpeg means), in the page: its canvas decodes the image, and only the
 * planes come back (base64: a JSON array of 300,000 pixels takes the protocol a minute).
 */
async function cameraFrames(browser: Browser, pictures: CameraPicture[]): Promise<Buffer[]> {
  const page = await browser.newPage()
  try {
    const frames: Buffer[] = []
    for (const [i, { png, crop }] of pictures.entries()) {
      const planes = await page.evaluate(
        async ({ dataUrl, width, height, turn, crop }) => {
          const img = new Image()
          img.src = dataUrl
          await img.decode()
          const part = crop ?? { x: 0, y: 0, width: img.width, height: img.height }
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          const g = canvas.getContext('2d')!
          g.fillStyle = '#8c8478'
          g.fillRect(0, 0, width, height)
          const scale = Math.min((height * 0.8) / part.height, (width * 0.85) / part.width)
          const [w, h] = [part.width * scale, part.height * scale]
          g.translate(width * 0.49, height * 0.52)
          g.rotate(turn)
          g.fillStyle = '#ffffff'
          g.fillRect(-w / 2, -h / 2, w, h)
          g.drawImage(img, part.x, part.y, part.width, part.height, -w / 2, -h / 2, w, h)
          const rgba = g.getImageData(0, 0, width, height).data
          const out = new Uint8Array(width * height * 1.5)
          const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)))
          for (let p = 0; p < width * height; p++) {
            out[p] = byte(0.299 * rgba[p * 4]! + 0.587 * rgba[p * 4 + 1]! + 0.114 * rgba[p * 4 + 2]!)
          }
          const u = width * height
          const v = u + (width / 2) * (height / 2)
          const mean = (x: number, y: number, c: number) =>
            (rgba[(y * width + x) * 4 + c]! +
              rgba[(y * width + x + 1) * 4 + c]! +
              rgba[((y + 1) * width + x) * 4 + c]! +
              rgba[((y + 1) * width + x + 1) * 4 + c]!) /
            4
          for (let y = 0; y < height; y += 2) {
            for (let x = 0; x < width; x += 2) {
              const [r, gr, b] = [mean(x, y, 0), mean(x, y, 1), mean(x, y, 2)]
              const at = (y / 2) * (width / 2) + x / 2
              out[u + at] = byte(128 - 0.168736 * r - 0.331264 * gr + 0.5 * b)
              out[v + at] = byte(128 + 0.5 * r - 0.418688 * gr - 0.081312 * b)
            }
          }
          let binary = ''
          for (let at = 0; at < out.length; at += 0x8000)
            binary += String.fromCharCode(...out.subarray(at, at + 0x8000))
          return btoa(binary)
        },
        {
          dataUrl: `data:image/png;base64,${png.toString('base64')}`,
          width: CAMERA.width,
          height: CAMERA.height,
          turn: (i % 2 ? -1 : 1) * 0.06,
          crop: crop ?? null,
        },
      )
      frames.push(Buffer.from(planes, 'base64'))
    }
    return frames
  } finally {
    await page.close()
  }
}

/** A YUV4MPEG2 file: one header line, then `FRAME\n` and the three planes of each frame. */
export function y4m(frames: Buffer[], { fps = CAMERA.fps, secondsEach = 1 } = {}): Buffer {
  if (frames.length === 0) throw new Error('a video needs at least one frame')
  const header = Buffer.from(`YUV4MPEG2 W${CAMERA.width} H${CAMERA.height} F${fps}:1 Ip A1:1 C420jpeg\n`)
  const marker = Buffer.from('FRAME\n')
  const parts: Buffer[] = [header]
  for (const planes of frames) {
    for (let n = 0; n < Math.round(fps * secondsEach); n++) parts.push(marker, planes)
  }
  return Buffer.concat(parts)
}

/** Writes the camera video of `pictures` shown in turn (looped by Chromium), and answers its path. */
export async function writeCameraVideo(browser: Browser, pictures: CameraPicture[], file: string, secondsEach = 1) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, y4m(await cameraFrames(browser, pictures), { secondsEach }))
  return file
}
