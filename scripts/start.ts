// `npm start`: builds the web app (and its server renderer) when its sources are newer than the
// last build, then runs the server (embedded mode unless settings say otherwise; see .env.example).
import { ensureWebBuild } from './web-build.ts'

try {
  ensureWebBuild()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

await import('../api/src/server.ts')
