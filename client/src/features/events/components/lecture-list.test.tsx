import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lecture } from '@site/contracts'
import { LectureList } from './lecture-list'

const lectures: Lecture[] = [
  {
    id: 1,
    titulo: 'Direitos da pessoa idosa',
    data: '2026-04-02',
    horario: '14:00:00',
    palestrante: 'Dr. Paulo Lima',
    subTitulo: 'O que diz o Estatuto',
    foto: '/media/palestra.svg',
    imagem: null,
    local: 'Auditório',
  },
]

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, lectures))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('LectureList', () => {
  it('shows a card per lecture from GET /palestras', async () => {
    render(<LectureList emptyMessage="Nenhuma palestra" />)
    expect(await screen.findByRole('heading', { name: 'Direitos da pessoa idosa' })).toBeInTheDocument()
    expect(screen.getByText(/02\/04\/2026, às 14:00/)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/palestras', expect.anything())
  })

  it('renders one card per lecture in a list', async () => {
    fetchMock.mockResolvedValue(json(200, [...lectures, { ...lectures[0]!, id: 2, titulo: 'Memória e bem-estar' }]))
    render(<LectureList emptyMessage="Nenhuma palestra" />)
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows the empty message when there is no lecture', async () => {
    fetchMock.mockResolvedValue(json(200, []))
    render(<LectureList emptyMessage="Nenhuma palestra agendada no momento." />)
    expect(await screen.findByText('Nenhuma palestra agendada no momento.')).toBeInTheDocument()
  })

  it('only logs a failed load and shows the empty message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(json(503, {}))
    render(<LectureList emptyMessage="Nenhuma palestra" />)
    expect(await screen.findByText('Nenhuma palestra')).toBeInTheDocument()
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
