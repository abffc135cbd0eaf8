import { readdirSync, readFileSync } from 'node:fs'

// CPU time by part of a benchmark run, read from /proc (Linux): the database server's processes
// (every `postgres`), the app server (its own process group, as bench-search.ts starts it) and the
// load generator (this process). Where a request's CPU goes tells which side a design must cut.

const TICKS_PER_SECOND = 100

export type CpuParts = { database: number; server: number; load: number }

/** CPU seconds (user + system) used so far by each part. */
export function cpuParts(serverGroup: number): CpuParts {
  const parts: CpuParts = { database: 0, server: 0, load: 0 }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    // Fields after the command: state (0), ppid (1), pgrp (2), ..., utime (11), stime (12).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
    if (Number(pid) === process.pid) parts.load += seconds
    else if (Number(fields[2]) === serverGroup) parts.server += seconds
    else if (command === 'postgres') parts.database += seconds
  }
  return parts
}

/** Milliseconds of CPU per request in each part between two readings. */
export function cpuPerRequest(before: CpuParts, after: CpuParts, requests: number) {
  const ms = (part: keyof CpuParts) => ((after[part] - before[part]) * 1000) / Math.max(requests, 1)
  return { database: ms('database'), server: ms('server'), load: ms('load') }
}
