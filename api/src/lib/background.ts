/**
 * Work a request starts and does not wait for (analytics inserts). The Node server drains it on
 * shutdown before closing the database, so a stop never cuts a write off mid-way. An Edge worker
 * may stop once its responses are sent: the edge entry hands each task to the runtime's
 * `waitUntil` (keepBackgroundAlive). The set only ever holds what is still running.
 */
const running = new Set<Promise<unknown>>()
let keeper: ((task: Promise<unknown>) => void) | null = null

/**
 * A runtime's own way to keep a task alive after its response (Supabase's Edge Runtime:
 * `EdgeRuntime.waitUntil`), handed every background task from now on.
 */
export function keepBackgroundAlive(keep: ((task: Promise<unknown>) => void) | null): void {
  keeper = keep
}

export function inBackground(task: Promise<unknown>): void {
  const tracked = task.finally(() => running.delete(tracked))
  running.add(tracked)
  keeper?.(tracked)
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
