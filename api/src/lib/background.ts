/**
 * Work a request starts and does not wait for (analytics inserts). The Node server drains it on
 * shutdown before closing the database, so a stop never cuts a write off mid-way. Under Deno an
 * Edge worker ends with its request anyway; the set only ever holds what is still running.
 */
const running = new Set<Promise<unknown>>()

export function inBackground(task: Promise<unknown>): void {
  const tracked = task.finally(() => running.delete(tracked))
  running.add(tracked)
}

/**
 * Waits, at most `timeoutMs`, until no background work is left, including work that requests
 * still finishing start meanwhile; answers how many were left.
 */
export async function drainBackground(timeoutMs: number): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let timedOut = false
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true
      resolve()
    }, timeoutMs)
  })
  while (running.size > 0 && !timedOut) await Promise.race([Promise.allSettled([...running]), timeout])
  clearTimeout(timer)
  return running.size
}
