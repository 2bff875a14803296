import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LectureCard } from './lecture-card'
import { LectureList } from './lecture-list'

const lecture = {
  id: 7,
  titulo: 'Memória e bem-estar',
  data: '2024-06-13',
  horario: '09:30:00',
  palestrante: 'Dra. Ana Souza',
  subTitulo: 'Como cuidar da memória no dia a dia',
  foto: '/media/projeto-ciclo.svg',
  local: 'Auditório da Fundação',
}

describe('LectureCard', () => {
  it('shows the date as dd/mm/aaaa and the time as HH:MM, with speaker and place', () => {
    const { id: _id, ...props } = lecture
    render(<LectureCard {...props} />)
    expect(screen.getByRole('heading', { name: 'Memória e bem-estar' })).toBeInTheDocument()
    expect(screen.getByText('13/06/2024, às 09:30')).toHaveAttribute('datetime', '2024-06-13T09:30:00')
    expect(screen.getByText('Com Dra. Ana Souza')).toBeInTheDocument()
    expect(screen.getByText('Auditório da Fundação')).toBeInTheDocument()
  })
})

describe('LectureList', () => {
  it('renders one card per lecture', () => {
    render(<LectureList lectures={[lecture, { ...lecture, id: 8, titulo: 'Direitos da pessoa idosa' }]} emptyMessage="Vazio" />)
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('shows the empty message when there is no lecture', () => {
    render(<LectureList lectures={[]} emptyMessage="Nenhuma palestra agendada no momento." />)
    expect(screen.getByText('Nenhuma palestra agendada no momento.')).toBeInTheDocument()
  })
})
