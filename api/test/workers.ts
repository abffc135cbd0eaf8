/**
 * Test files run at once (vitest's maxWorkers), and so PGlite instances started (one per worker):
 * TEST_WORKERS, default 3. On the 2-core CI machine the suites are not CPU-bound throughout (files
 * wait on timers, restarts and the disk), so a third worker keeps the cores busy.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 3)
