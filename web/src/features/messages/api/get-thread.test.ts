import { describe, expect, it } from 'vitest'
import { oldestFirst } from './get-thread'

const m = (id: number) => ({
  id,
  body: `m${id}`,
  fromMe: id % 2 === 0,
  createdAt: new Date(id * 1000).toISOString(),
  photos: [],
})

describe('oldestFirst', () => {
  it('puts the pages (newest first, each) in reading order, each message once', () => {
    // The latest page, refetched after a new message, overlaps the older page it was loaded with.
    const latest = [m(12), m(11), m(10)]
    const older = [m(10), m(9), m(8)]
    expect(oldestFirst([...latest, ...older]).map((x) => x.id)).toEqual([8, 9, 10, 11, 12])
  })
})
