import { describe, expect, it } from 'vitest'
import { addPhotos } from './composer-photos'

const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type })

describe('addPhotos', () => {
  it('adds photos up to four and says in words what was left out and why', () => {
    expect(addPhotos([], [file('a.jpg'), file('b.png', 'image/png')])).toEqual({
      photos: [expect.objectContaining({ name: 'a.jpg' }), expect.objectContaining({ name: 'b.png' })],
      error: null,
    })
    const three = [file('1.jpg'), file('2.jpg'), file('3.jpg')]
    const next = addPhotos(three, [file('4.jpg'), file('5.jpg')])
    expect(next.photos.map((p) => p.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg'])
    expect(next.error).toBe('You can add up to 4 photos to a message; the rest were left out.')
  })

  it('refuses what is not a JPEG, PNG or WebP, and what is over 5 MB', () => {
    const next = addPhotos([], [file('doc.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)])
    expect(next.photos).toEqual([])
    expect(next.error).toBe('doc.pdf is not a JPEG, PNG or WebP photo. big.jpg is larger than 5 MB.')
  })
})
