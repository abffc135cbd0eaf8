// The API server with the V8 profiler on a signal (bench:search --cpu-profile, issue 40): the
// first SIGUSR2 starts sampling, the second stops it and writes the profile (.cpuprofile, the
// format Chrome's DevTools open) to CPU_PROFILE_FILE. So a profile covers one measured run only,
// not the server's start-up nor the warm-up. SIGUSR1 stays Node's own (its inspector).
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'

const file = process.env.CPU_PROFILE_FILE
if (!file) throw new Error('CPU_PROFILE_FILE names the profile to write')
const session = new Session()
session.connect()
await session.post('Profiler.enable')
// Every 200 µs: a search costs the server about 2 ms, so about ten samples each.
await session.post('Profiler.setSamplingInterval', { interval: 200 })
let sampling = false
process.on('SIGUSR2', () => {
  sampling = !sampling
  if (sampling) void session.post('Profiler.start')
  else
    void session.post('Profiler.stop').then(({ profile }) => {
      writeFileSync(file, JSON.stringify(profile))
    })
})
await import('../../api/src/server.ts')
