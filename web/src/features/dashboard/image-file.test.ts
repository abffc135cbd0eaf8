import { describe, expect, it } from 'vitest'
import { imageAccept, imageFileProblem, imageSizeMessage, imageTypeMessage } from './image-file'

const MB = 1024 * 1024

describe('picked image files', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageAccept).toBe('image/jpeg,image/png,image/webp')
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull()
    expect(imageFileProblem({ type: 'image/png', size: 1200 })).toBeNull()
    expect(imageFileProblem({ type: 'image/webp', size: 3 * MB })).toBeNull()
  })

  it('refuses other types, files over 5 MB and empty files with a clear message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 100 })).toBe(imageTypeMessage)
    expect(imageFileProblem({ type: 'image/svg+xml', size: 100 })).toBe(imageTypeMessage)
    expect(imageFileProblem({ type: '', size: 100 })).toBe(imageTypeMessage)
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe(imageSizeMessage)
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/)
  })
})
