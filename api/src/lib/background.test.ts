import { describe, expect, it } from 'vitest'
import { drainBackground, inBackground, keepBackgroundAlive } from './background.ts'

describe('background work', () => {
  it('is waited for on drain, failures included', async () => {
    const done: string[] = []
    inBackground(new Promise((resolve) => setTimeout(resolve, 30)).then(() => done.push('slow')))
    inBackground(Promise.reject(new Error('lost')).catch(() => done.push('failed')))
    expect(await drainBackground(1_000)).toBe(0)
    expect(done.sort()).toEqual(['failed', 'slow'])
  })

  it('stops waiting after the timeout and says what is left', async () => {
    let finish = () => {}
    inBackground(
      new Promise<void>((resolve) => {
        finish = resolve
      }),
    )
    expect(await drainBackground(20)).toBe(1)
    finish()
    expect(await drainBackground(1_000)).toBe(0)
  })

  it('waits too for work started while it drains (a request finishing during shutdown)', async () => {
    const done: string[] = []
    inBackground(
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => {
        inBackground(new Promise((resolve) => setTimeout(resolve, 30)).then(() => done.push('later')))
        done.push('first')
      }),
    )
    expect(await drainBackground(1_000)).toBe(0)
    expect(done).toEqual(['first', 'later'])
  })

  it("hands each task to the runtime's keeper (an Edge worker's waitUntil), which sees it settle", async () => {
    const kept: Promise<unknown>[] = []
    keepBackgroundAlive((task) => kept.push(task))
    try {
      let settled = false
      inBackground(new Promise((resolve) => setTimeout(resolve, 20)).then(() => (settled = true)))
      expect(kept).toHaveLength(1)
      await kept[0]
      expect(settled).toBe(true)
    } finally {
      keepBackgroundAlive(null)
    }
    inBackground(Promise.resolve())
    expect(kept).toHaveLength(1)
    expect(await drainBackground(1_000)).toBe(0)
  })
})
