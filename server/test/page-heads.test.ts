import {
  documentTitle,
  LECTURE_CYCLE_PROJECT,
  messages,
  PAGE_HEADS,
  PATHS,
  type NewsInput,
  type PublicPath,
} from '@site/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedSitePages } from '../src/db/seed/seed-pages.ts'
import { one, parseHead } from './support/html-head.ts'
import { createSiteApp, SITE_ORIGIN as ORIGIN } from './support/site-app.ts'

const PUBLIC_PATHS = Object.keys(PAGE_HEADS) as PublicPath[]

describe('the head of every page, in the HTML the server sends', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>
  let t: typeof site.t
  let token: string

  beforeAll(async () => {
    site = await createSiteApp()
    t = site.t
    token = site.token
    // The heads of the site's pages come from the stored pages (decision 50), as on a site that has started once.
    await seedSitePages(t.prisma)
  })
  beforeEach(async () => {
    await t.prisma.newsItem.deleteMany()
    await t.prisma.mediaImage.deleteMany()
    await t.prisma.registration.deleteMany()
    await t.prisma.event.deleteMany()
  })
  afterAll(() => site.close())

  /** A page as a link preview fetches it: plain GET, no Accept header, no JavaScript. */
  const fetchPage = async (path: string) => {
    const response = await t.request.get(encodeURI(path)).redirects(0)
    return { response, head: parseHead(response.text) }
  }
  const fetchImage = async (url: string) => {
    expect(url.startsWith(`${ORIGIN}/`), url).toBe(true)
    const response = await t.request.get(url.slice(ORIGIN.length))
    expect(response.status, url).toBe(200)
    expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
    return { type: response.headers['content-type'], metadata: await sharp(response.body as Buffer).metadata() }
  }

  it('gives every public page its own title, description, canonical address and sharing picture', async () => {
    const titles = new Set<string>()
    const images = new Set<string>()
    for (const path of PUBLIC_PATHS) {
      const { response, head } = await fetchPage(path)
      expect(response.status, path).toBe(200)
      expect(response.text, path).toContain('<div id="root">')
      expect(head.titles, path).toEqual([documentTitle(PAGE_HEADS[path].title)])
      titles.add(head.titles[0]!)
      expect(one(head.meta, 'description'), path).toBe(PAGE_HEADS[path].description)
      expect(one(head.links, 'canonical'), path).toBe(ORIGIN + encodeURI(path))
      expect(one(head.meta, 'og:url'), path).toBe(ORIGIN + encodeURI(path))
      expect(one(head.meta, 'og:title'), path).toBe(PAGE_HEADS[path].title)
      expect(one(head.meta, 'og:description'), path).toBe(PAGE_HEADS[path].description)
      expect(one(head.meta, 'og:type'), path).toBe('website')
      expect(one(head.meta, 'og:locale'), path).toBe('pt_BR')
      expect(one(head.meta, 'og:site_name'), path).toBe('Fundação Educacional de São José')
      expect(one(head.meta, 'twitter:card'), path).toBe('summary_large_image')
      expect(one(head.meta, 'og:image:width'), path).toBe('1200')
      expect(one(head.meta, 'og:image:height'), path).toBe('630')
      expect(one(head.meta, 'og:image:alt'), path).toMatch(/\S/)
      expect(head.meta.get('robots'), path).toEqual(PAGE_HEADS[path].private ? ['noindex'] : undefined)
      images.add(one(head.meta, 'og:image'))
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length)
    // One picture per section, each a real 1200×630 PNG.
    expect(images.size).toBe(new Set(PUBLIC_PATHS.map((path) => PAGE_HEADS[path].section)).size)
    for (const image of images) {
      const { type, metadata } = await fetchImage(image)
      expect(type).toBe('image/png')
      expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })

  it('describes the foundation on the home page, the trail to each page and the courses as structured data', async () => {
    const home = (await fetchPage(PATHS.home)).head.structuredData
    expect(home).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Fundação Educacional de São José', url: `${ORIGIN}/` })])

    const course = (await fetchPage(PATHS.courseNef)).head.structuredData
    expect(course).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Início', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Cursos', item: `${ORIGIN}/cursos` },
          { '@type': 'ListItem', position: 3, name: PAGE_HEADS[PATHS.courseNef].title, item: `${ORIGIN}/cursos/nef` },
        ],
      }),
    )
    expect(course).toContainEqual(expect.objectContaining({ '@type': 'Course', name: PAGE_HEADS[PATHS.courseNef].title }))
    const institution = (await fetchPage(PATHS.team)).head.structuredData
    expect(institution.map((data) => data['@type'])).toEqual(['BreadcrumbList'])
  })

  it('announces the lecture open for registration as an Event on the cycle page', async () => {
    expect((await fetchPage(PATHS.cycle)).head.structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList'])
    const nextYear = new Date().getUTCFullYear() + 1
    const lecture = { titulo: 'Memória ativa', local: 'Auditório da Fundação', data: `${nextYear}-06-10`, horario: '14:00' }
    const created = await t.request
      .post('/eventos')
      .set('Authorization', token)
      .send({ ...lecture, palestrante: 'Dra. Helena Prado', projeto: LECTURE_CYCLE_PROJECT, subTitulo: 'Exercícios para a memória', foto: '/media/palestra-1.svg' })
    expect(created.status).toBe(201)
    await t.request.put('/eventos').set('Authorization', token).send({ titulo: lecture.titulo, projeto: LECTURE_CYCLE_PROJECT, ativa: true })

    const { head } = await fetchPage(PATHS.cycle)
    expect(head.structuredData).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Memória ativa',
        startDate: expect.stringMatching(new RegExp(`^${nextYear}-06-10T14:00(:00)?-03:00$`)),
        location: expect.objectContaining({ name: lecture.local }),
        performer: { '@type': 'Person', name: 'Dra. Helena Prado' },
      }),
    )
    expect(head.titles).toEqual([documentTitle(PAGE_HEADS[PATHS.cycle].title)])
  })

  describe('a news article', () => {
    const title = 'Formatura "2025" <turma> & família </script>'
    const article = (overrides: Partial<NewsInput> = {}) => site.saveNews({ titulo: title, slug: 'formatura-2025', ...overrides })

    it('carries its own title, summary, time and cover, escaped, as an article', async () => {
      const news = await article()
      const { response, head } = await fetchPage(`/noticias/${news.slug}`)
      expect(response.status).toBe(200)
      // The title cannot close the element or the attribute it is written in.
      expect(response.text).not.toContain('<turma>')
      expect(response.text.match(/<\/script>/g)).toHaveLength(head.structuredData.length)
      expect(head.titles).toEqual([documentTitle(title)])
      expect(one(head.meta, 'og:title')).toBe(title)
      expect(one(head.meta, 'description')).toBe(news.resumo)
      expect(one(head.meta, 'og:type')).toBe('article')
      expect(one(head.meta, 'article:published_time')).toBe(news.publicadoEm)
      expect(one(head.links, 'canonical')).toBe(`${ORIGIN}/noticias/formatura-2025`)
      expect(one(head.meta, 'og:image:alt')).toBe('Formandos com os certificados no auditório')
      expect(head.structuredData).toContainEqual(
        expect.objectContaining({ '@type': 'NewsArticle', headline: title, datePublished: news.publicadoEm }),
      )

      const cover = await fetchImage(one(head.meta, 'og:image'))
      expect(cover.type).toBe('image/jpeg')
      expect(cover.metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    })

    it('answers 301 from an old address, and 404 with the site page for a draft, a scheduled or an unknown one', async () => {
      const news = await article()
      await t.request
        .put(`/api/admin/noticias/${news.id}`)
        .set('authorization', token)
        .send({ ...news, capaId: news.capaId, slug: 'formatura-da-turma-2025' })
      const moved = await t.request.get('/noticias/formatura-2025').redirects(0)
      expect(moved.status).toBe(301)
      expect(moved.headers.location).toBe('/noticias/formatura-da-turma-2025')

      await article({ slug: 'rascunho', estado: 'rascunho' })
      await article({ slug: 'amanha', publicadoEm: new Date(Date.now() + 86_400_000).toISOString() })
      for (const slug of ['rascunho', 'amanha', 'nao-existe']) {
        const { response, head } = await fetchPage(`/noticias/${slug}`)
        expect(response.status, slug).toBe(404)
        expect(response.text).toContain('<div id="root">')
        expect(head.titles).toEqual([documentTitle(messages.notFoundPage.title)])
        expect(one(head.meta, 'robots')).toBe('noindex')
      }
    })
  })

  it('answers an unknown path with the "not found" page and status 404, and keeps the admin area out of search', async () => {
    const missing = await t.request.get('/pagina-que-nao-existe').set('accept', 'text/html')
    expect(missing.status).toBe(404)
    expect(parseHead(missing.text).titles).toEqual([documentTitle(messages.notFoundPage.title)])
    const admin = await fetchPage(PATHS.adminNews)
    expect(admin.response.status).toBe(200)
    expect(one(admin.head.meta, 'robots')).toBe('noindex')
    expect(admin.head.links.get('canonical')).toBeUndefined()
  })

  it("names the section's canonical page on a sub-path of it, and sends another spelling of a path to the page", async () => {
    const { response, head } = await fetchPage('/validador/AB12CD34')
    expect(response.status).toBe(200)
    expect(one(head.links, 'canonical')).toBe(ORIGIN + encodeURI(PATHS.validator))
    const other = await t.request.get('/Instituicao/').redirects(0)
    expect(other.status).toBe(301)
    expect(other.headers.location).toBe(encodeURI(PATHS.institution))
  })

  it('has the HTML revalidated on every visit and answers 304 while nothing changed', async () => {
    const first = await t.request.get(encodeURI(PATHS.institution))
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.request.get(encodeURI(PATHS.institution)).set('if-none-match', etag!)
    expect(again.status).toBe(304)
    expect(again.text ?? '').toBe('')
    const other = await t.request.get(PATHS.contacts).set('if-none-match', etag!)
    expect(other.status).toBe(200)
    expect(other.headers.etag).not.toBe(etag)
    // The same form as the GET's (supertest asks for gzip on a GET, for nothing on a HEAD): each form has its own ETag.
    const head = await t.request.head(encodeURI(PATHS.institution)).set('accept-encoding', 'gzip, deflate')
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBe(etag)
  })
})
