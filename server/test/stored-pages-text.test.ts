import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSitePages } from '../src/db/seed/seed-pages.ts'
import { SEED_PAGES } from '../src/db/seed/site-pages-seed.ts'
import { createTestApp, type TestApp } from './app.ts'
import { visibleText } from './visible-text.ts'

/**
 * The words of every seeded page as the code drew them from client/src/page-text, read once before the pages moved
 * into the database (the same requests, the same empty lists and settings) and kept here. Never regenerated: it is
 * the "before" of issue 26.
 */
const BEFORE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'page-texts-before.json'), 'utf8')) as Record<string, string[]>

interface Change {
  page: string
  /** Why the words differ (decision 50 lists the same). */
  reason: string
  before: string[]
  after: string[]
}

const HOME_PROJECTS = ['Ciclo de Palestras', 'Inclusão Digital Básica', 'Inclusão Digital Intermediária']
const MEETINGS = [
  ['12/03/2025, às 14:00', '– com Ana Paula Ramos', 'O que é ser voluntário, o que diz a Lei do Voluntariado e como funciona o termo de adesão.'],
  ['09/04/2025, às 14:00', '– com Jorge Henrique Silveira', 'Como ouvir, orientar e respeitar o tempo de cada pessoa atendida.'],
  ['14/05/2025, às 14:00', '– com Lúcia Fernandes', 'Como apoiar pessoas idosas valorizando a sua autonomia e a sua experiência.'],
  ['11/06/2025, às 14:00', '– com Marcos Vieira', 'Técnicas simples para ensinar o uso do celular com paciência e segurança.'],
] as const
const ATTENDANCE_SOON = 'Lista de presença em breve'
const NEW_TAB = '(abre em nova aba)'
const WRITING_SUMMARY = 'Curso gratuito para servidores municipais, com aulas das 14h às 17h. Inscrições de 19/02/2024 a 25/03/2024.'
const EMEC_QR = '[Código QR que leva ao cadastro e-MEC]'
const EMEC_TEXT = [
  'Cadastro no e-MEC',
  'O e-MEC é o cadastro oficial das instituições e cursos de ensino superior do Ministério da Educação. Aponte a câmera do celular para o código QR ou use o link para consultar a situação da instituição.',
  'Consultar o e-MEC',
  NEW_TAB,
  'Endereço: https://emec.mec.gov.br/',
]
const LEGISLATION = 'Regras para a emissão de documentos acadêmicos. Uma cópia pode ser pedida à secretaria acadêmica.'

/** Every difference between the words drawn before and after: anything else, anywhere, fails the test. */
const EXPECTED_CHANGES: Change[] = [
  ...HOME_PROJECTS.map((name) => ({
    page: '/',
    reason: 'the project cards are the shared card, whose link names its card for screen readers as "Conheça o projeto: <name>"',
    before: ['Conheça o projeto', name],
    after: ['Conheça o projeto', ':', name],
  })),
  ...MEETINGS.map(([when, speaker, text]) => ({
    page: '/voluntariado',
    reason: "a meeting's date and speaker are one detail line of its card, and the attendance note another, above the text",
    before: [when, speaker, text, ATTENDANCE_SOON],
    after: [`${when} ${speaker}`, ATTENDANCE_SOON, text],
  })),
  {
    page: '/cursos/nef',
    reason: 'the useful links are rich text, whose links (sanitised as news are) open in the same tab',
    before: ['Escola Virtual de Governo (EV.G)', NEW_TAB, 'Portal gov.br', NEW_TAB, 'Lei nº 14.133/2021 – Lei de Licitações e Contratos', NEW_TAB],
    after: ['Escola Virtual de Governo (EV.G)', 'Portal gov.br', 'Lei nº 14.133/2021 – Lei de Licitações e Contratos'],
  },
  {
    page: '/cursos/redacao-oficial',
    reason: 'the contact channels are a section of their own (the seed stored them so), after the information cards',
    before: ['Contato', 'Informações', WRITING_SUMMARY],
    after: ['Informações', WRITING_SUMMARY, 'Contato'],
  },
  {
    page: '/usj',
    reason: 'the e-MEC code follows its text in the HTML (the layout still shows it first)',
    before: [EMEC_QR, ...EMEC_TEXT],
    after: [...EMEC_TEXT, EMEC_QR],
  },
  {
    page: '/usj',
    reason: 'the rule\'s name and text are one paragraph of rich text: the dash joins the text',
    before: ['–', LEGISLATION],
    after: [`– ${LEGISLATION}`],
  },
]

/** The words before with the expected changes made, each found by its words. */
function expectedAfter(page: string, before: string[]): string[] {
  let texts = [...before]
  for (const change of EXPECTED_CHANGES.filter((candidate) => candidate.page === page)) {
    const at = texts.findIndex((_text, index) => change.before.every((word, offset) => texts[index + offset] === word))
    if (at === -1) throw new Error(`${page}: ${change.before.join(' | ')} not found`)
    texts = [...texts.slice(0, at), ...change.after, ...texts.slice(at + change.before.length)]
  }
  return texts
}

describe('the pages drawn from the stored pages say what the code said', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fundacao.local' } })
    await seedSitePages(t.prisma)
  })
  afterAll(() => t.close())

  it('draws every seeded page with the words it had, but for the differences listed with their reasons', async () => {
    expect(Object.keys(BEFORE).sort()).toEqual(SEED_PAGES.map((page) => page.caminho).sort())
    for (const page of SEED_PAGES) {
      const response = await t.request.get(encodeURI(page.caminho)).redirects(0)
      expect(response.status, page.caminho).toBe(200)
      expect(visibleText(response.text), page.caminho).toEqual(expectedAfter(page.caminho, BEFORE[page.caminho]!))
    }
  })
})
