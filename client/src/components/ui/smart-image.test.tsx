import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_IMAGE, SmartImage } from './smart-image'

describe('SmartImage', () => {
  it('loads lazily by default', () => {
    render(<SmartImage src="/media/foto.svg" alt="Foto" width={10} height={10} />)
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('decoding', 'async')
  })

  it('falls back to the placeholder when the image fails to load', () => {
    render(<SmartImage src="/media/quebrada.svg" alt="Foto" width={10} height={10} />)
    const image = screen.getByRole('img', { name: 'Foto' })
    fireEvent.error(image)
    expect(image.getAttribute('src')).toContain(PLACEHOLDER_IMAGE)
    fireEvent.error(image)
    expect(image.getAttribute('src')).toContain(PLACEHOLDER_IMAGE)
  })
})
