import type { Response } from 'express'
import type { Logger } from '../platform/logger.ts'

/**
 * Sends a JSON body that `produce` writes piece by piece (chunked), so a list of any length never
 * sits in memory whole. Each write waits while the client reads slower than we write, and fails
 * once the client has gone, which stops `produce`. A failure before the first write propagates
 * (the error handler answers it); after it the status line is out, so the connection is cut and
 * the client sees a truncated body instead of a valid-looking short list.
 */
export async function sendJsonStream(
  res: Response,
  log: Logger,
  produce: (write: (chunk: string) => Promise<void>) => Promise<void>,
) {
  const write = async (chunk: string) => {
    if (res.destroyed) throw new Error('The client closed the connection.')
    if (!res.headersSent) res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8')
    if (!res.write(chunk)) await drained(res)
  }
  try {
    await produce(write)
  } catch (e) {
    if (!res.headersSent) throw e
    if (!res.destroyed) log.error({ err: e }, 'streamed response failed')
    res.destroy()
    return
  }
  res.end()
}

function drained(res: Response) {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      res.off('drain', onDrain)
      res.off('close', onClose)
      if (error) reject(error)
      else resolve()
    }
    const onDrain = () => settle()
    const onClose = () => settle(new Error('The client closed the connection.'))
    res.on('drain', onDrain)
    res.on('close', onClose)
  })
}
