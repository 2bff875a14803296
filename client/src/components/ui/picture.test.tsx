import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Picture } from '@site/contracts'
import { ResponsivePicture } from './picture'

const variant = (formato: 'avif' | 'webp', largura: number) => ({ formato, largura, altura: largura / 2, url: `/midia/${formato}${largura}.${formato}` })

const PICTURE: Picture = {
  url: '/midia/original.png',
  alt: 'Turma em aula',
  largura: 2000,
  altura: 1000,
  variantes: [variant('avif', 480), variant('avif', 960), variant('avif', 1600), variant('webp', 480), variant('webp', 960), variant('webp', 1600)],
}

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP in every width, with sizes, and reserves the box with width and height', () => {
    const { container } = render(<ResponsivePicture picture={PICTURE} sizes="(min-width: 60rem) 50vw, 100vw" />)
    const sources = [...container.querySelectorAll('source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute('srcset', '/midia/avif480.avif 480w, /midia/avif960.avif 960w, /midia/avif1600.avif 1600w')
    expect(sources[1]).toHaveAttribute('sizes', '(min-width: 60rem) 50vw, 100vw')
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('alt', 'Turma em aula')
    expect(img).toHaveAttribute('width', '2000')
    expect(img).toHaveAttribute('height', '1000')
    // Never the uploaded original (it may carry EXIF data): a WebP copy.
    expect(img).toHaveAttribute('src', '/midia/webp960.webp')
  })
})
