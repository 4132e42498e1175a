import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LabelScanner } from './label-scanner.tsx'
import type { QrDecoder } from './qr-decoder.ts'
import type { FrameSource } from './use-camera-scanner.ts'

/** The scanner's states with a stand-in camera (each frame "shows" the next queued text) and decoder. */

const read = (text: string) =>
  text.startsWith('GOLD-PACKET:') ? text.slice('GOLD-PACKET:'.length) : /^PKT-\d{6}$/.test(text) ? text : null

function fakeCamera(opens: Array<() => Promise<void>> = []) {
  const stop = vi.fn()
  let opened = 0
  const source: FrameSource = {
    async open() {
      await opens[opened++]?.()
      // The DOM's own MediaStream (a video takes no other), its one track's stop() watched.
      const stream = new MediaStream()
      stream.getTracks = () => [{ stop } as unknown as MediaStreamTrack]
      return stream
    },
    frame: () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }) as ImageData,
  }
  return { source, stop, openCount: () => opened }
}

/** Each frame decodes to the next text of `feed`, then to nothing. */
function fakeDecoder(feed: string[]): QrDecoder {
  const queue = [...feed]
  return { decode: () => Promise.resolve(queue.shift() ?? null), dispose() {} }
}

const list = () => within(screen.getByRole('list', { name: 'Scanned packets' }))
const listed = () =>
  list()
    .queryAllByRole('listitem')
    .map((li) => li.textContent)
const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('LabelScanner', () => {
  it('lists each packet once however often the camera reads it, buzzing once per packet', async () => {
    const vibrate = vi.fn()
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    const onLabel = vi.fn()
    const camera = fakeCamera()
    const feed = [
      'GOLD-PACKET:PKT-000001',
      'GOLD-PACKET:PKT-000001',
      'GOLD-PACKET:PKT-000002',
      'GOLD-PACKET:PKT-000001',
    ]
    render(<LabelScanner read={read} onLabel={onLabel} source={camera.source} decoder={fakeDecoder(feed)} />)

    await screen.findByText('Point the camera at a packet label')
    await waitFor(() => expect(onLabel).toHaveBeenCalledTimes(2), { timeout: 3000 })
    await new Promise((r) => setTimeout(r, 400))
    expect(onLabel.mock.calls).toEqual([['PKT-000001'], ['PKT-000002']])
    expect(listed()).toEqual(['PKT-000002', 'PKT-000001'])
    expect(screen.getByRole('heading', { name: 'Scanned: 2' })).toBeTruthy()
    expect(vibrate).toHaveBeenCalledTimes(2)
  })

  it('says once that a code is not a packet label, and records nothing', async () => {
    const onLabel = vi.fn()
    const feed = ['upi://pay?pa=shop@bank', 'upi://pay?pa=shop@bank']
    render(<LabelScanner read={read} onLabel={onLabel} source={fakeCamera().source} decoder={fakeDecoder(feed)} />)
    expect(await screen.findByText('Not a packet label: upi://pay?pa=shop@bank', {}, { timeout: 3000 })).toBeTruthy()
    expect(onLabel).not.toHaveBeenCalled()
    expect(listed()).toEqual([])
  })

  it('permission denied: says how to allow it, keeps typing open, and Try again opens the camera again', async () => {
    const user = userEvent.setup()
    const camera = fakeCamera([denied])
    const onLabel = vi.fn()
    render(<LabelScanner read={read} onLabel={onLabel} source={camera.source} decoder={fakeDecoder([])} />)

    expect(await screen.findByText('Camera permission was denied')).toBeTruthy()
    expect(screen.getByText(/Allow the camera for this site/)).toBeTruthy()
    await user.type(screen.getByLabelText('Label torn? Type the packet number'), 'PKT-000123')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(onLabel).toHaveBeenCalledWith('PKT-000123')
    expect(listed()).toEqual(['PKT-000123'])

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Point the camera at a packet label')
    expect(camera.openCount()).toBe(2)
    expect(screen.queryByText('Camera permission was denied')).toBeNull()
  })

  it('no camera: says so with no Try again; a typed number that is not a packet number is refused', async () => {
    const user = userEvent.setup()
    const camera = fakeCamera([() => Promise.reject(new DOMException('none', 'NotFoundError'))])
    render(<LabelScanner read={read} onLabel={vi.fn()} source={camera.source} decoder={fakeDecoder([])} />)
    expect(await screen.findByText('No camera found')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.type(screen.getByLabelText('Label torn? Type the packet number'), 'hello')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Not a packet label: hello')).toBeTruthy()
    expect(listed()).toEqual([])
  })

  it('a packet the server refused leaves the list with the reason, and can be scanned again', async () => {
    const user = userEvent.setup()
    const onLabel = vi.fn().mockRejectedValueOnce(new Error('This audit is finished.')).mockResolvedValue(undefined)
    render(
      <LabelScanner read={read} onLabel={onLabel} source={fakeCamera([denied]).source} decoder={fakeDecoder([])} />,
    )
    const field = await screen.findByLabelText('Label torn? Type the packet number')
    await user.type(field, 'PKT-000007')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('PKT-000007 was not recorded: This audit is finished.')).toBeTruthy()
    expect(listed()).toEqual([])
    await user.type(field, 'PKT-000007')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(listed()).toEqual(['PKT-000007']))
    expect(onLabel).toHaveBeenCalledTimes(2)
  })

  it('turns the camera off when it leaves the screen', async () => {
    const camera = fakeCamera()
    const view = render(<LabelScanner read={read} onLabel={vi.fn()} source={camera.source} decoder={fakeDecoder([])} />)
    await screen.findByText('Point the camera at a packet label')
    view.unmount()
    expect(camera.stop).toHaveBeenCalledTimes(1)
  })
})
