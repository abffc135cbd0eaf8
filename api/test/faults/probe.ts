/** One request as a client saw it: status 0 when it failed or got no answer within 15 s. */
export interface Sample {
  path: string
  status: number
  retryAfter: string | null
  message: string | null
  ms: number
}

export async function timedGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now()
  try {
    const res = await fetch(origin + path, { headers, signal: AbortSignal.timeout(15_000) })
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    return {
      path,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      message: body?.message ?? null,
      ms: performance.now() - started,
    }
  } catch {
    return { path, status: 0, retryAfter: null, message: null, ms: performance.now() - started }
  }
}

/** Polls `check` until it holds; throws with `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`Timed out waiting for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
