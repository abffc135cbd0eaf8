// Reads a V8 .cpuprofile and sums self time by where the code lives (a package of node_modules,
// a file of ours, or V8's own: garbage collection, the program, idle), and by function, per request.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const root = new URL('../..', import.meta.url).pathname

/** Where a frame's code lives: `pkg <name>`, our file, `node:<module>`, or V8's own name. */
export function placeOf(frame: CallFrame): string {
  const url = frame.url
  if (!url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)'
  const path = url.startsWith('file://') ? new URL(url).pathname : url
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)
  if (pkg) return `pkg ${pkg[1]}`
  if (path.startsWith('node:')) return path
  return path.startsWith(root) ? relative(root, path) : path
}

export function summarise(file: string, requests: number, top = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  // The profiler's own stop (node:inspector's post, then the profile built while it is still
  // sampling) is left out: about a second at the end that no request spent.
  const profiler = new Set<number>()
  const mark = (id: number, under: boolean) => {
    const node = byId.get(id)!
    const here = under || node.callFrame.url === 'node:inspector'
    if (here) profiler.add(id)
    for (const child of node.children ?? []) mark(child, here)
  }
  mark(profile.nodes[0].id, false)
  const place = new Map<string, number>()
  const fn = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0
    const frame = byId.get(id)!.callFrame
    if (frame.functionName === '(idle)' || profiler.has(id)) return
    total += us
    const where = placeOf(frame)
    place.set(where, (place.get(where) ?? 0) + us)
    const name = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
    fn.set(name, (fn.get(name) ?? 0) + us)
  })
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3).padStart(7)
  const share = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`
  const table = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${perRequest(us)} ms ${share(us)}  ${k}`)
      .join('\n')
  return [
    `server CPU in the profile (idle left out): ${(total / 1000).toFixed(0)} ms over ${requests} requests, ${perRequest(total).trim()} ms per request`,
    `self time by place (ms per request, share):`,
    table(place),
    `self time by function:`,
    table(fn),
  ].join('\n')
}
