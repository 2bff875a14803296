/** Shared set-up of the public-flow browser tests: unique data, admin fixtures, real files. */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LECTURE_CYCLE_PROJECT } from '@site/contracts'
import { adminAuth } from '../support/api.ts'

/** The machine running the suite may be busy: give the real stack a little more time than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 10_000 })

/** A describe block of flow tests: each test may take 60 s, as it drives the real stack and often the mail too. */
export function describeFlow(title: string, body: () => void) {
  test.describe(title, () => {
    test.describe.configure({ timeout: 60_000 })
    body()
  })
}

/** A suffix that keeps every test's data apart (the database lives through the whole run). */
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Files whose content the server recognises (it checks the first bytes, not the name). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d494844520000000100000001080600000001f15c4889', 'hex'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
])
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF })
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

/** A file input, by the start of its label (the label goes on with the required mark and the hint). */
export const fileInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))

export type CycleEvent = { titulo: string; data: string; horario: string; palestrante: string; local: string }

/** Creates a lecture-cycle event through the admin API and makes it the active one. */
export async function createActiveCycleEvent(request: APIRequestContext): Promise<CycleEvent> {
  const headers = await adminAuth(request)
  const event = {
    titulo: `Palestra e2e ${unique()}`,
    local: 'Auditório da Fundação',
    data: '2031-05-14',
    horario: '14:30',
    palestrante: 'Dra. Helena Prado',
    projeto: LECTURE_CYCLE_PROJECT,
    subTitulo: 'Memória, sono e alimentação depois dos 60',
    foto: '/media/nao-existe.jpg',
  }
  const created = await request.post('/eventos', { headers, data: event })
  expect(created.status(), await created.text()).toBe(201)
  await activateCycleEvent(request, event.titulo)
  return event
}

async function setCycleEventActive(request: APIRequestContext, titulo: string, ativa: boolean) {
  const headers = await adminAuth(request)
  const response = await request.put('/eventos', { headers, data: { titulo, projeto: LECTURE_CYCLE_PROJECT, ativa } })
  expect(response.ok(), await response.text()).toBe(true)
}

export const activateCycleEvent = (request: APIRequestContext, titulo: string) => setCycleEventActive(request, titulo, true)
export const deactivateCycleEvent = (request: APIRequestContext, titulo: string) => setCycleEventActive(request, titulo, false)

/**
 * A flow suite that activates its own cycle events, which deactivates whatever was active (e.g. the seeded demo):
 * that one is put back when the suite ends, for the suites after it.
 */
export function describeCycleFlow(title: string, body: () => void) {
  describeFlow(title, () => {
    let previouslyActive: string | null = null
    test.beforeAll(async ({ request }) => {
      const response = await request.post('/eventos/ativa', { data: { projeto: LECTURE_CYCLE_PROJECT } })
      previouslyActive = response.ok() ? ((await response.json()) as { consulta: { titulo: string } }).consulta.titulo : null
    })
    test.afterAll(async ({ request }) => {
      if (previouslyActive) await activateCycleEvent(request, previouslyActive)
    })
    body()
  })
}

export async function registrationsFor(request: APIRequestContext, titulo: string) {
  const response = await request.get('/listaInscritos', { headers: await adminAuth(request) })
  expect(response.ok()).toBe(true)
  const list = (await response.json()) as { nome: string; email: string; telefone: string; titulo: string; comoConheceu: string }[]
  return list.filter((registration) => registration.titulo === titulo)
}
