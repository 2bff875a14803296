import { describe, expect, it } from 'vitest'
import type { Registration } from '@site/contracts'
import { NO_FILTERS, eventTitles, filterRegistrations, isFiltering } from './registration-filters'

const person = (id: number, nome: string, email: string, telefone: string, titulo: string): Registration => ({
  id,
  protocolo: `INS-2026-00000${id}`,
  nome,
  email,
  telefone,
  titulo,
  comoConheceu: 'Amigos',
  criadoEm: '2025-01-01T00:00:00.000Z',
})

const items = [
  person(1, 'Maria Souza', 'maria@exemplo.org', '(11) 91111-1111', 'Saúde na Maturidade'),
  person(2, 'João Lima', 'joao@maria.dev', '(11) 92222-2222', 'Finanças Pessoais'),
  person(3, 'Ana Finanças', 'ana@exemplo.org', '(12) 93333-3333', 'Saúde na Maturidade'),
]
const ids = (list: Registration[]) => list.map((registration) => registration.id)

describe('filterRegistrations', () => {
  it('returns every row without filters', () => {
    expect(ids(filterRegistrations(items, NO_FILTERS))).toEqual([1, 2, 3])
  })

  it("searches every field with 'todos', ignoring case", () => {
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'MARIA' }))).toEqual([1, 2])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'finanças' }))).toEqual([2, 3])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: '93333' }))).toEqual([3])
  })

  it('finds a registration by its protocol number, in any field or in Protocolo', () => {
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'INS-2026-000003' }))).toEqual([3])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'ins-2026-000002', field: 'protocolo' }))).toEqual([2])
  })

  it('searches only the chosen field', () => {
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'maria', field: 'nome' }))).toEqual([1])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'maria', field: 'email' }))).toEqual([1, 2])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: '(12)', field: 'telefone' }))).toEqual([3])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'finanças', field: 'titulo' }))).toEqual([2])
    expect(ids(filterRegistrations(items, { ...NO_FILTERS, query: 'finanças', field: 'nome' }))).toEqual([3])
  })

  it('filters by the exact event title, combined with the search', () => {
    const saude = { ...NO_FILTERS, event: 'Saúde na Maturidade' }
    expect(ids(filterRegistrations(items, saude))).toEqual([1, 3])
    expect(ids(filterRegistrations(items, { ...saude, query: 'ana' }))).toEqual([3])
    expect(ids(filterRegistrations(items, { ...saude, query: 'joão' }))).toEqual([])
  })

  it('counts a search or an event as an active filter, blank text is none', () => {
    expect(isFiltering(NO_FILTERS)).toBe(false)
    expect(isFiltering({ ...NO_FILTERS, query: '   ' })).toBe(false)
    expect(isFiltering({ ...NO_FILTERS, field: 'email' })).toBe(false)
    expect(isFiltering({ ...NO_FILTERS, query: 'a' })).toBe(true)
    expect(isFiltering({ ...NO_FILTERS, event: 'X' })).toBe(true)
  })
})

describe('eventTitles', () => {
  it('merges the events and the registrations, without repeats, sorted in pt-BR', () => {
    expect(eventTitles(['Zumba', 'Ética'], items)).toEqual(['Ética', 'Finanças Pessoais', 'Saúde na Maturidade', 'Zumba'])
  })
})
