import {
  MAX_SEARCH_LENGTH,
  messages,
  PATHS,
  type AdminNews,
  type AdminPage,
  type NewsInput,
  type SearchAnswer,
  type SearchKind,
} from '@site/contracts'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { describedImage } from '../../../test/support/images.ts'

const HOUR_MS = 3_600_000

describe('site search', () => {
  let t: TestApp
  let token: string
  let coverId: number
  let now = new Date()
  beforeAll(async () => {
    t = await createTestApp({ extra: { now: () => now } })
    token = await t.adminToken()
    coverId = await describedImage(t, token)
  })
  beforeEach(async () => {
    now = new Date()
    await t.prisma.newsItem.deleteMany()
    await t.prisma.contentItem.deleteMany()
    await t.prisma.event.deleteMany()
  })
  afterAll(() => t.close())

  const search = async (q: string, extra: Record<string, string> = {}) => {
    const response = await t.request.get('/api/busca').query({ q, ...extra })
    expect(response.status).toBe(200)
    return response.body as SearchAnswer
  }
  const titles = (answer: SearchAnswer) => answer.resultados.map((result) => result.titulo.map((piece) => piece.texto).join(''))
  const marked = (answer: SearchAnswer) =>
    answer.resultados.flatMap((result) => [...result.titulo, ...result.trecho].filter((piece) => piece.destaque).map((piece) => piece.texto))

  const news = (overrides: Partial<NewsInput> = {}): NewsInput => ({
    titulo: 'Feira de ciências reúne escolas',
    resumo: 'Estudantes mostram seus projetos.',
    corpo: '<p>A feira acontece no ginásio.</p>',
    capaId: coverId,
    publicadoEm: new Date(now.getTime() - HOUR_MS).toISOString(),
    estado: 'publicado',
    slug: '',
    ...overrides,
  })
  const createNews = async (input: NewsInput) => {
    const response = await t.request.post('/api/admin/noticias').set('authorization', token).send(input)
    expect(response.status).toBe(201)
    return response.body as AdminNews
  }
  const updateNews = async (id: number, input: NewsInput) =>
    expect((await t.request.put(`/api/admin/noticias/${id}`).set('authorization', token).send(input)).status).toBe(200)
  const addContent = async (kind: string, body: object) => {
    const response = await t.request.post(`/conteudo/${kind}`).set('authorization', token).send(body)
    expect(response.status).toBe(201)
    return response.body as { id: number }
  }

  it('finds a page without its accents: "redacao" finds the course "Redação Oficial", its word marked', async () => {
    const answer = await search('redacao')
    expect(answer.resultados[0]).toMatchObject({ tipo: 'curso', link: PATHS.courseOfficialWriting })
    expect(titles(answer)[0]).toBe('Redação Oficial')
    expect(marked(answer)).toContain('Redação')
    expect(answer.sugestao).toBeNull()
  })

  it('corrects a misspelled word: "inclusao digitl" finds "Inclusão Digital" and suggests the corrected search', async () => {
    const answer = await search('inclusao digitl')
    expect(answer.sugestao).toBe('inclusão digital')
    expect(titles(answer)).toContain('Inclusão Digital Básica')
    expect(answer.resultados.find((result) => result.link === PATHS.idBasic)).toBeDefined()
    expect(answer.consulta).toBe('inclusao digitl')
  })

  it('never shows a draft, an unpublished, a scheduled or a deleted news item; shows a published one', async () => {
    const draft = await createNews(news({ titulo: 'Zabumbas na praça', estado: 'rascunho', capaId: null }))
    expect((await search('zabumba')).total).toBe(0)

    await updateNews(draft.id, news({ titulo: 'Zabumbas na praça' }))
    const found = await search('zabumba')
    expect(found.resultados).toEqual([
      expect.objectContaining({ tipo: 'noticia', link: `/noticias/${draft.slug}`, data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    ])

    await updateNews(draft.id, news({ titulo: 'Zabumbas na praça', estado: 'rascunho' }))
    expect((await search('zabumba')).total).toBe(0)

    await updateNews(draft.id, news({ titulo: 'Zabumbas na praça', publicadoEm: new Date(now.getTime() + HOUR_MS).toISOString() }))
    expect((await search('zabumba')).total).toBe(0)
    now = new Date(now.getTime() + 2 * HOUR_MS)
    expect((await search('zabumba')).total).toBe(1)

    expect((await t.request.delete(`/api/admin/noticias/${draft.id}`).set('authorization', token)).status).toBe(204)
    expect((await search('zabumba')).total).toBe(0)
  })

  it('finds a scheduled page from its moment on and never before, with nothing else happening in between', async () => {
    const created = await t.request
      .post('/api/admin/paginas')
      .set('authorization', token)
      .send({ modelo: 'simples', pai: PATHS.activeProjects, segmento: 'marimbas', titulo: 'Oficina de marimbas' })
    expect(created.status).toBe(201)
    const page = created.body as AdminPage
    const publishAt = async (moment: Date) =>
      expect((await t.request.post(`/api/admin/paginas/${page.id}/publicar`).set('authorization', token).send({ publicarEm: moment.toISOString() })).status).toBe(200)
    /** Every "marimbas" of the page (its title, its banner) becomes `word`. */
    const saveWord = async (word: string) => {
      const content = JSON.parse(JSON.stringify(page.rascunho).replaceAll('marimbas', word)) as AdminPage['rascunho']
      expect((await t.request.put(`/api/admin/paginas/${page.id}`).set('authorization', token).send({ ...content, caminho: page.caminho })).status).toBe(200)
    }
    const links = async (q: string) => (await search(q)).resultados.map((result) => result.link)

    const first = new Date(now.getTime() + HOUR_MS)
    await publishAt(first)
    expect(await links('marimbas')).toEqual([])
    now = new Date(first.getTime() - 1)
    expect(await links('marimbas')).toEqual([])
    now = first
    expect(await links('marimbas')).toEqual([page.caminho])

    // A new version scheduled over the published one: the old words until its moment, then only the new ones.
    await saveWord('berimbaus')
    const second = new Date(now.getTime() + HOUR_MS)
    await publishAt(second)
    expect(await links('marimbas')).toEqual([page.caminho])
    expect(await links('berimbaus')).toEqual([])
    now = second
    expect(await links('berimbaus')).toEqual([page.caminho])
    expect(await links('marimbas')).toEqual([])
  })

  it('follows each edit: the new words are found at once, the old ones no longer', async () => {
    const item = await createNews(news({ titulo: 'Maratona de xadrez', slug: 'maratona' }))
    expect((await search('xadrez')).total).toBe(1)
    await updateNews(item.id, news({ titulo: 'Maratona de damas', slug: 'maratona' }))
    expect((await search('xadrez')).total).toBe(0)
    expect(titles(await search('damas'))).toEqual(['Maratona de damas'])
  })

  it('finds team members, course offerings, agenda entries and lectures, each with its page, until deleted', async () => {
    const member = await addContent('equipe', { nome: 'Joaquina Ferraz', cargo: 'Coordenadora pedagógica' })
    await addContent('turmas', {
      curso: 'redacao-oficial',
      turma: 'Turma Noturna',
      dataInicio: isoDateInDays(30),
      local: 'Sala 4',
      status: 'Inscrições abertas',
    })
    await addContent('calendario', { titulo: 'Semana da alfabetização', data: isoDateInDays(10), descricao: 'Oficinas abertas.' })
    await insertEvent(t.prisma, { titulo: 'Palestra sobre xilogravura', data: isoDateInDays(5) })

    expect((await search('joaquina')).resultados).toEqual([expect.objectContaining({ tipo: 'equipe', link: PATHS.team })])
    expect((await search('coordenadora pedagogica')).total).toBe(1)
    const offering = await search('noturna')
    expect(offering.resultados).toEqual([expect.objectContaining({ tipo: 'curso', link: PATHS.courseOfficialWriting, data: isoDateInDays(30) })])
    expect(titles(offering)).toEqual(['Redação Oficial – Turma Noturna'])
    expect(titles(await search('redacao', { tipo: 'curso' }))).toContain('Redação Oficial – Turma Noturna')
    expect((await search('alfabetizacao')).resultados).toEqual([expect.objectContaining({ tipo: 'evento', link: PATHS.calendar })])
    expect((await search('xilogravura')).resultados).toEqual([expect.objectContaining({ tipo: 'evento', link: PATHS.calendar })])

    expect((await t.request.delete(`/conteudo/equipe/${member.id}`).set('authorization', token)).status).toBe(204)
    expect((await search('joaquina')).total).toBe(0)
  })

  it('filters by kind, counting every kind whatever the filter, and ranks a title above a mention', async () => {
    await createNews(news({ titulo: 'Voluntários da inclusão digital', resumo: 'Um encontro.' }))
    const all = await search('voluntarios')
    expect(all.porTipo.noticia).toBe(1)
    expect(all.porTipo.pagina).toBeGreaterThan(0)
    const onlyNews = await search('voluntarios', { tipo: 'noticia' })
    expect(onlyNews.resultados.map((result) => result.tipo)).toEqual(['noticia'])
    expect(onlyNews.porTipo).toEqual(all.porTipo)
    expect(onlyNews.total).toBe(1)

    await createNews(news({ titulo: 'Agenda de dezembro', resumo: 'Haverá também uma oficina de origami.' }))
    await createNews(news({ titulo: 'Oficina de origami', resumo: 'Dobraduras para todas as idades.' }))
    expect(titles(await search('origami'))).toEqual(['Oficina de origami', 'Agenda de dezembro'])
  })

  it('sends the text as pieces, never as HTML: markup in a title stays text', async () => {
    await createNews(news({ titulo: 'Oficina <b>robótica</b> & cia', corpo: '<p>Montagem de robôs &amp; sensores.</p>' }))
    const answer = await search('robotica')
    expect(titles(answer)).toEqual(['Oficina <b>robótica</b> & cia'])
    expect(marked(answer)).toContain('robótica')
    expect(answer.resultados[0]!.trecho.map((piece) => piece.texto).join('')).toContain('robôs & sensores')
  })

  /** Holds an exclusive lock on the index until `release`: a search that reads it waits, as behind a slow one. */
  const lockIndex = async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl })
    await client.connect()
    await client.query('BEGIN')
    await client.query('LOCK TABLE "SearchEntry" IN ACCESS EXCLUSIVE MODE')
    return { release: () => client.query('ROLLBACK').finally(() => client.end()) }
  }

  it('answers 503 when PostgreSQL gives up on a search, and the next search works', async () => {
    const lock = await lockIndex()
    try {
      const response = await t.request.get('/api/busca').query({ q: 'palestra' })
      expect(response.status).toBe(503)
      expect(response.body.mensagem).toBe(messages.common.serviceUnavailable)
    } finally {
      await lock.release()
    }
    expect((await search('palestra')).total).toBeGreaterThan(0)
  })

  it('answers a search asked before from memory, without reading the index, while nothing changed', async () => {
    const first = await search('Redação', { tipo: 'curso' })
    const lock = await lockIndex()
    try {
      expect(await search('redacao', { tipo: 'curso' })).toEqual({ ...first, consulta: 'redacao' })
      expect((await t.request.get('/api/busca').query({ q: 'redacao', tipo: 'pagina' })).status).toBe(503)
    } finally {
      await lock.release()
    }
  })

  it('answers a search with what staff changed through another server on the same database, at once', async () => {
    const other = await createTestApp({ keepData: true, extra: { now: () => now } })
    try {
      const otherToken = await other.adminToken()
      const save = async (input: NewsInput, id?: number) => {
        const response = await (id === undefined ? other.request.post('/api/admin/noticias') : other.request.put(`/api/admin/noticias/${id}`))
          .set('authorization', otherToken)
          .send(input)
        expect(response.status).toBe(id === undefined ? 201 : 200)
        return response.body as AdminNews
      }
      expect((await search('xadrez')).total).toBe(0)
      const item = await save(news({ titulo: 'Maratona de xadrez', slug: 'maratona' }))
      expect(titles(await search('xadrez'))).toEqual(['Maratona de xadrez'])

      expect((await search('damas')).total).toBe(0)
      await save(news({ titulo: 'Maratona de damas', slug: 'maratona' }), item.id)
      expect((await search('xadrez')).total).toBe(0)
      expect(titles(await search('damas'))).toEqual(['Maratona de damas'])

      await save(news({ titulo: 'Maratona de damas', slug: 'maratona', estado: 'rascunho' }), item.id)
      expect((await search('damas')).total).toBe(0)

      const publishAt = new Date(now.getTime() + HOUR_MS)
      await save(news({ titulo: 'Maratona de damas', slug: 'maratona', publicadoEm: publishAt.toISOString() }), item.id)
      expect((await search('damas')).total).toBe(0)
      now = new Date(publishAt.getTime() - 1)
      expect((await search('damas')).total).toBe(0)
      now = publishAt
      expect((await search('damas')).total).toBe(1)
      now = new Date(publishAt.getTime() - 1)
      expect((await search('damas')).total).toBe(0)
    } finally {
      await other.close()
    }
  })

  it('answers an empty search with nothing, refuses one past the limit, and reads an unknown kind as all', async () => {
    expect(await search('   ')).toMatchObject({ resultados: [], total: 0, sugestao: null })
    const tooLong = await t.request.get('/api/busca').query({ q: 'a'.repeat(MAX_SEARCH_LENGTH + 1) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.mensagem).toBe(messages.search.tooLong(MAX_SEARCH_LENGTH))
    expect((await search('redacao', { tipo: 'outra-coisa' })).tipo).toBeNull()
    const nothing = await search('xyzzyqwv')
    expect(nothing).toMatchObject({ total: 0, sugestao: null })
    for (const kind of Object.keys(nothing.porTipo) as SearchKind[]) expect(nothing.porTipo[kind]).toBe(0)
  })
})
