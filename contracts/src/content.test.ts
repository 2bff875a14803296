import { describe, expect, it } from 'vitest'
import { CONTENT_INPUT_SCHEMAS, OFFERING_STATUSES } from './content.ts'
import { messages } from './messages/index.ts'

const offering = { curso: 'redacao-oficial', turma: 'Turma A', local: 'Sala 2', status: OFFERING_STATUSES[0], dataInicio: '2026-03-02' }
const issuesOf = (schema: (typeof CONTENT_INPUT_SCHEMAS)['turmas'] | (typeof CONTENT_INPUT_SCHEMAS)['calendario'], value: object) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message)

describe('the dates of the staff-edited lists', () => {
  it('refuse a day PostgreSQL has no date for (the year 0000), with the date message, as they refuse 30 February', () => {
    const turmas = CONTENT_INPUT_SCHEMAS.turmas
    const calendario = CONTENT_INPUT_SCHEMAS.calendario
    expect(issuesOf(turmas, offering)).toBeUndefined()
    for (const day of ['0000-01-01', '2025-02-30']) {
      expect(issuesOf(turmas, { ...offering, dataInicio: day }), day).toEqual([messages.events.invalidDate])
      expect(issuesOf(calendario, { titulo: 'Reunião', data: day }), day).toEqual([messages.events.invalidDate])
    }
    expect(issuesOf(calendario, { titulo: 'Reunião', data: '0001-01-01' })).toBeUndefined()
  })
})
