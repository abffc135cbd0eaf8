// `npm run dev`: the API on :3000 (restarting on change) and Vite on :5173 with hot reload,
// proxying /api, /auth and /storage to the API.
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
