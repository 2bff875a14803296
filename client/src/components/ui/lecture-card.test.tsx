import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LectureCard } from './lecture-card'

const lecture = {
  id: 7,
  titulo: 'Memória e bem-estar',
  data: '2024-06-13',
  horario: '09:30:00',
  palestrante: 'Dra. Ana Souza',
  subTitulo: 'Como cuidar da memória no dia a dia',
  foto: '/media/projeto-ciclo.svg',
  imagem: null,
  local: 'Auditório da Fundação',
}

const webp = { formato: 'webp' as const, largura: 960, altura: 640, url: '/midia/copia960.webp' }
const avif = { ...webp, formato: 'avif' as const, url: '/midia/copia960.avif' }

describe('LectureCard', () => {
  it('shows the date as dd/mm/aaaa and the time as HH:MM, with speaker and place', () => {
    const { id: _id, ...props } = lecture
    render(<LectureCard {...props} />)
    expect(screen.getByRole('heading', { name: 'Memória e bem-estar' })).toBeInTheDocument()
    expect(screen.getByText('13/06/2024, às 09:30')).toHaveAttribute('datetime', '2024-06-13T09:30:00')
    expect(screen.getByText('Com Dra. Ana Souza')).toBeInTheDocument()
    expect(screen.getByText('Auditório da Fundação')).toBeInTheDocument()
  })

  it('draws a photo from the media library as AVIF/WebP with its alt text and size, and an older address as it is', () => {
    const { id: _id, ...props } = lecture
    const imagem = { url: '/midia/original.jpg', alt: 'Palestrante diante da plateia', largura: 1200, altura: 800, variantes: [avif, webp] }
    const { container, rerender } = render(<LectureCard {...props} foto={imagem.url} imagem={imagem} />)
    expect(screen.getByRole('img', { name: 'Palestrante diante da plateia' })).toHaveAttribute('width', '1200')
    expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])

    rerender(<LectureCard {...props} />)
    expect(container.querySelector('source')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/projeto-ciclo.svg')
  })
})
