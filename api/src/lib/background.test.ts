import { describe, expect, it } from 'vitest'
import { drainBackground, inBackground } from './background.ts'

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
})
