import { describe, expect, it } from 'vitest'
import { DbGate } from './db-gate.ts'

describe('the database gate', () => {
  it('lets `permits` holders in at once and hands each freed permit to the longest waiter', async () => {
    const gate = new DbGate(2, 5_000)
    const [a, b] = await Promise.all([gate.acquire(), gate.acquire()])
    const order: string[] = []
    const c = gate.acquire().then((r) => (order.push('c'), r))
    const d = gate.acquire().then((r) => (order.push('d'), r))
    expect([gate.inUse, gate.queued]).toEqual([2, 2])
    b!()
    b!() // a second release of the same permit changes nothing
    const releaseC = await c
    expect(order).toEqual(['c'])
    expect([gate.inUse, gate.queued]).toEqual([2, 1])
    a!()
    const releaseD = await d
    releaseC!()
    releaseD!()
    expect([gate.inUse, gate.queued]).toEqual([0, 0])
  })

  it('answers null to a waiter once the wait is over, and forgets it', async () => {
    const gate = new DbGate(1, 50)
    const held = await gate.acquire()
    const started = performance.now()
    expect(await gate.acquire()).toBeNull()
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    expect(gate.queued).toBe(0)
    held!()
    const again = await gate.acquire()
    expect(again).toBeTypeOf('function')
    again!()
    expect(gate.inUse).toBe(0)
  })
})
