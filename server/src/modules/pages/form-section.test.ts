import { messages, PAGE_FORMS, PATHS, type AdminPage, type PageSectionInput } from '@site/contracts'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { visibleText } from '../../../test/visible-text.ts'

/** The island each form of PAGE_FORMS is drawn by, and a word of it a visitor reads before touching anything. */
const FORM_ISLANDS: Record<(typeof PAGE_FORMS)[number], { island: string; shows: string }> = {
  validador: { island: 'certificate-checker', shows: messages.validatorPage.codeLabel },
  requerimento: { island: 'document-request-form', shows: messages.documentRequestPage.submit },
  'inscricao-ciclo': { island: 'cycle-registration', shows: messages.events.noActiveEvent },
  voluntarios: { island: 'volunteer-form', shows: messages.volunteerPage.submit },
}

describe('a "Formulário" section draws the real form, as an island, between the texts staff wrote around it', () => {
  let t: TestApp
  let staff: string

  beforeAll(async () => {
    t = await createTestApp()
    staff = await t.tokenFor('comunicacao')
  })
  afterAll(() => t.close())

  const admin = (method: 'post' | 'put', url: string) => t.request[method](url).set('authorization', staff)
  const text = (corpo: string): PageSectionInput => ({ tipo: 'texto', corpo: `<p>${corpo}</p>` })

  it.each(PAGE_FORMS)('draws the form "%s" on the server, ready to become React', async (formulario) => {
    const created = await admin('post', '/api/admin/paginas').send({ modelo: 'simples', pai: PATHS.activeProjects, segmento: `com-${formulario}`, titulo: 'Com formulário' })
    expect(created.status).toBe(201)
    const page = created.body as AdminPage
    const secoes: PageSectionInput[] = [text('Leia antes de preencher.'), { tipo: 'formulario', formulario }, text('Dúvidas? Fale conosco.')]
    expect((await admin('put', `/api/admin/paginas/${page.id}`).send({ ...page.rascunho, secoes, caminho: page.caminho })).status).toBe(200)
    expect((await admin('post', `/api/admin/paginas/${page.id}/publicar`).send({})).status).toBe(200)

    const html = (await t.request.get(page.caminho)).text
    const { island, shows } = FORM_ISLANDS[formulario]
    const element = DomUtils.findOne((node) => node.attribs['data-island'] === island, parseDocument(html).children)
    expect(element, `island ${island}`).not.toBeNull()
    const words = visibleText(html).join('\n')
    const at = (piece: string) => words.indexOf(piece)
    expect(at('Leia antes de preencher.')).toBeGreaterThanOrEqual(0)
    expect(at(shows)).toBeGreaterThan(at('Leia antes de preencher.'))
    expect(at('Dúvidas? Fale conosco.')).toBeGreaterThan(at(shows))
  })
})
