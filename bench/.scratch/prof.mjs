import { readFileSync } from 'node:fs'
const file = process.argv[2]
const p = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = p.timeDeltas
const counts = new Map()
for (let i = 0; i < p.samples.length; i++) counts.set(p.samples[i], (counts.get(p.samples[i]) ?? 0) + (dt[i] ?? 0))
// self time per function
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace('file:///work/main/', '')}:${n.callFrame.lineNumber}`
for (const [id, t] of counts) { const n = byId.get(id); const k = key(n); self.set(k, (self.get(k) ?? 0) + t) }
// inclusive time per function
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map()
for (const [id, t] of counts) { const seen = new Set(); let cur = id; while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k) } cur = parent.get(cur) } }
const total = [...counts.values()].reduce((a, b) => a + b, 0)
const filter = process.argv[3]
console.log('total ms', (total / 1000).toFixed(0))
console.log('--- self'); for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / 1000).toFixed(0).padStart(7), k)
console.log('--- inclusive'); for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).filter(([k]) => !filter || k.includes(filter)).slice(0, 40)) console.log((t / 1000).toFixed(0).padStart(7), k)
