/**
 * A round-robin TCP proxy in its own process, for the row with several API processes behind one
 * port: each accepted connection goes to the next backend in turn (what a process manager's shared
 * port or a reverse proxy's upstream does), bytes are piped both ways untouched.
 */
import net from 'node:net'

const port = Number(process.env.PROXY_PORT)
const backends = (process.env.PROXY_BACKENDS ?? '').split(',').map(Number)
let next = 0

const server = net.createServer((client) => {
  const backend = net.connect(backends[next++ % backends.length]!, '127.0.0.1')
  client.setNoDelay(true)
  backend.setNoDelay(true)
  client.pipe(backend).pipe(client)
  const close = () => {
    client.destroy()
    backend.destroy()
  }
  client.on('error', close)
  backend.on('error', close)
  client.on('close', close)
  backend.on('close', close)
})
server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => process.exit(0))
