import { describe, expect, it } from 'vitest'
import { imageWidths } from '@marketplace/domain/image-widths.ts'
import { responsiveImage } from './responsive-image'

describe('responsiveImage', () => {
  it('offers an embedded stored image at every served width up to the cap, keeping the original as src', () => {
    const image = responsiveImage('/storage/v1/object/public/portfolio/u1/abc.webp', '100vw', 640)
    expect(image.src).toBe('/storage/v1/object/public/portfolio/u1/abc.webp')
    expect(image.sizes).toBe('100vw')
    expect(image.srcSet).toBe(
      [160, 320, 480, 640]
        .map((w) => `/storage/v1/render/image/public/portfolio/u1/abc.webp?width=${w} ${w}w`)
        .join(', '),
    )
  })

  it('keeps the Supabase project origin of a production URL', () => {
    const image = responsiveImage(
      'https://abc.supabase.co/storage/v1/object/public/profile-images/u2/p.webp',
      '96px',
      320,
    )
    expect(image.srcSet).toBe(
      'https://abc.supabase.co/storage/v1/render/image/public/profile-images/u2/p.webp?width=160 160w, ' +
        'https://abc.supabase.co/storage/v1/render/image/public/profile-images/u2/p.webp?width=320 320w',
    )
  })

  it('offers all served widths by default', () => {
    const widths = responsiveImage('/storage/v1/object/public/avatars/demo/a.jpg', '50vw')
      .srcSet?.split(', ')
      .map((entry) => entry.split(' ')[1])
    expect(widths).toEqual(imageWidths.map((w) => `${w}w`))
  })

  it('leaves other images alone', () => {
    expect(responsiveImage('/headers/header-2.svg', '100vw')).toEqual({ src: '/headers/header-2.svg' })
    expect(responsiveImage('https://example.com/photo.jpg', '100vw')).toEqual({ src: 'https://example.com/photo.jpg' })
    expect(responsiveImage('/storage/v1/object/public/a/b.jpg?x=1', '100vw')).toEqual({
      src: '/storage/v1/object/public/a/b.jpg?x=1',
    })
  })
})
