import { messages, PAGE_DATA_ELEMENT_ID, PAGE_HEADS, PATHS, VLIBRAS_CONSENT_COOKIE, type PublicPath } from '@site/contracts'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Document, Element } from 'domhandler'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CLIENT_DIST } from '../src/plugins/client.ts'
import type { Manifest } from '../src/pages/page-assets.ts'
import { seedSitePages } from '../src/db/seed/seed-pages.ts'
import { createTestApp, type TestApp } from './app.ts'
import { insertEvent, isoDateInDays } from './support/events.ts'

/** The heading each public page shows, as a visitor without JavaScript reads it. */
const HEADINGS: Record<PublicPath, string> = {
  '/': 'Fundação Educacional de São José',
  '/instituição': 'Educação que transforma a cidade',
  '/equipe': 'Nossa equipe',
  '/realizações': 'Realizações 2024',
  '/parceiros': 'Nossos parceiros',
  '/privacidade': 'Aviso de privacidade',
  '/programas': 'Nossos Programas',
  '/longevidade-ativa': 'Longevidade Ativa',
  '/voluntariado': 'Programa de formação voluntariado',
  '/bombeiro-mirim': 'Programa Bombeiro Mirim',
  '/projetos-ativos': 'Projetos ativos',
  '/ilpi': 'Conecta ILPI',
  '/projetos-anteriores': 'Projetos anteriores',
  '/projetos-anteriores/golfinho': 'Projeto Golfinho',
  '/projetos-anteriores/id-todos': 'ID Todos',
  '/projetos-anteriores/afetar-com-afeto': 'Afetar com Afeto',
  '/idbasico': 'Inclusão Digital Básica',
  '/idbasico/conheca': 'Conheça a Inclusão Digital Básica',
  '/idbasico/voluntarios': 'Seja voluntário',
  '/idbasico/chamada': 'Chamada 2025',
  '/idintermediario': 'Inclusão Digital Intermediária',
  '/idintermediario/conheca': 'Conheça o curso de Inclusão Digital Intermediária',
  '/idintermediario/inscricao': 'Inscrições – Inclusão Digital Intermediária',
  '/idintermediario/chamada': 'Chamada – Inclusão Digital Intermediária',
  '/cursos': 'Nossos Cursos',
  '/cursos/nef': 'NEF – Núcleo de Educação e Formação',
  '/cursos/inteligencia-artificial': 'Inteligência Artificial no Serviço Público',
  '/cursos/orientacao-parental': 'Orientação Parental: Neurodiversidade',
  '/cursos/redacao-oficial': 'Redação Oficial',
  '/ciclo': 'Ciclo de Palestras Longevidade Ativa',
  '/ciclo/inscricoes': 'Inscrição no Ciclo de Palestras',
  '/calendario': 'Calendário de Palestras',
  '/cancelar-inscricao': 'Cancelar inscrição',
  '/noticias': 'Notícias da fundação',
  '/validador': 'Validar certificado',
  '/usj': 'USJ: documentos acadêmicos',
  '/requerimento': 'Requerimento de documentos acadêmicos',
  '/transferencia-assistida': 'Transferência assistida',
  '/contatos': 'Fale com a fundação',
  '/busca': 'Buscar no site',
  '/acessibilidade': 'Acessibilidade',
  '/mapa-do-site': 'Mapa do site',
  '/wp-admin': 'Acesso restrito',
  '/wp-admin/esqueci-a-senha': 'Esqueci minha senha',
  '/wp-admin/convite': 'Aceitar convite',
  '/wp-admin/nova-senha': 'Criar nova senha',
}

const ENTRY = path.join(DEFAULT_CLIENT_DIST, '..', 'dist-ssr', 'entry-server.js')

/** The stylesheets of every chunk `key` may load, through static and dynamic imports (client/dist/.vite/manifest.json). */
function reachableStylesheets(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>()
  const visit = (chunk: string) => {
    if (seen.has(chunk) || !manifest[chunk]) return
    seen.add(chunk)
    for (const next of [...(manifest[chunk].imports ?? []), ...(manifest[chunk].dynamicImports ?? [])]) visit(next)
  }
  visit(key)
  return [...seen].flatMap((chunk) => manifest[chunk]!.css ?? [])
}

const textOf = (element: Element) => DomUtils.textContent(element).replace(/\s+/g, ' ').trim()
const byTag = (document: Document, tag: string) => DomUtils.getElementsByTagName(tag, document)
const root = (document: Document) => DomUtils.findOne((element) => element.attribs.id === 'root', document.children)

const stylesheetLinks = (document: Document) => byTag(document, 'link').filter((link) => link.attribs.rel === 'stylesheet')

/** The public site's stylesheets, as index.html links them: their addresses and their texts. */
function publicStylesheets(): { hrefs: string[]; texts: string[] } {
  const hrefs = stylesheetLinks(parseDocument(readFileSync(path.join(DEFAULT_CLIENT_DIST, 'index.html'), 'utf8'))).map((link) => link.attribs.href!)
  return { hrefs, texts: hrefs.map((href) => readFileSync(path.join(DEFAULT_CLIENT_DIST, href), 'utf8')) }
}

/** A page as a crawler or a browser without JavaScript receives it. */
function readPage(html: string) {
  const document = parseDocument(html)
  const rootElement = root(document)
  const scripts = byTag(document, 'script')
  const dataScript = scripts.find((script) => script.attribs.id === PAGE_DATA_ELEMENT_ID)
  return {
    headings: rootElement ? DomUtils.getElementsByTagName('h1', rootElement).map(textOf) : [],
    rootText: rootElement ? textOf(rootElement) : '',
    html: byTag(document, 'html')[0]!,
    scripts,
    data: dataScript ? (JSON.parse(DomUtils.textContent(dataScript)) as Record<string, unknown>) : undefined,
    /** The stylesheets the browser loads. */
    stylesheets: stylesheetLinks(document).filter((link) => !('disabled' in link.attribs)).map((link) => link.attribs.href),
    /** Those it neither loads nor applies: named for Vite's loader, their text is in the page. */
    disabledStylesheets: stylesheetLinks(document).filter((link) => 'disabled' in link.attribs).map((link) => link.attribs.href),
    styles: byTag(document, 'style').map((style) => DomUtils.textContent(style)),
  }
}

describe('pages drawn on the server', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    // The built client (npm run build, before the tests in npm test) carries the renderer.
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} ausente: rode npm run build antes deste teste`)
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fundacao.local' } })
    // The site's pages are stored content (decision 50): a new database gets them at start-up, this one here.
    await seedSitePages(t.prisma)
    token = await t.adminToken()
  })
  beforeEach(async () => {
    await t.prisma.contentRevision.deleteMany()
    await t.prisma.contentItem.deleteMany()
    await t.prisma.newsItem.deleteMany()
    await t.prisma.registration.deleteMany()
    await t.prisma.event.deleteMany()
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) => t.request.get(encodeURI(url)).set(headers).redirects(0)

  it('sends every public page with its heading and text in the HTML, for a reader without JavaScript', async () => {
    for (const [pagePath, heading] of Object.entries(HEADINGS)) {
      const response = await get(pagePath)
      expect(response.status, pagePath).toBe(200)
      const page = readPage(response.text)
      expect(page.headings, pagePath).toEqual([heading])
      expect(page.rootText.length, pagePath).toBeGreaterThan(heading.length + 200)
      expect(page.data, pagePath).toBeDefined()
      // No inline code but the entry's loader (the CSP names it by its hash): data, structured data and rules.
      const code = page.scripts.filter((script) => !/^(application\/(ld\+)?json|speculationrules)$/.test(script.attribs.type ?? ''))
      expect(code.map((script) => Object.keys(script.attribs)), pagePath).toEqual([['data-entry-loader', 'data-src']])
    }
    expect(Object.keys(HEADINGS).sort()).toEqual(Object.keys(PAGE_HEADS).sort())
  })

  it('draws a stored page once and answers once: no second answer is tried after the first', async () => {
    const before = t.logLines.length
    for (const pagePath of [PATHS.home, PATHS.institution, PATHS.programs]) expect((await get(pagePath)).status).toBe(200)
    expect(t.logLines.slice(before).filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([])
  })

  it('tells a visitor without JavaScript that a form needs it, and opens the menu the button cannot', async () => {
    const forms = [PATHS.cycleRegistration, PATHS.validator, PATHS.documentRequest, PATHS.idBasicVolunteers, PATHS.registrationCancel, PATHS.login, PATHS.forgotPassword, PATHS.acceptInvitation]
    for (const form of forms) {
      const html = (await get(form)).text
      expect(html, form).toContain(`<noscript><p class="form-status__message form-status__message--error">${messages.publicForms.needsJavaScript}</p></noscript>`)
      expect(html, form).toContain('<noscript><style>.navbar__menu{display:flex}.navbar__hamburger{display:none}</style></noscript>')
    }
    // A page the server drew reads without JavaScript: the page-wide note is for the admin area.
    expect((await get(PATHS.home)).text).not.toContain('Esta página precisa de JavaScript')
    expect((await get('/admin')).text).toContain('Esta página precisa de JavaScript')
  })

  it("carries the site's stylesheets in the page and its scripts in an inert template: it is painted before either", async () => {
    const sheets = publicStylesheets()
    expect(sheets.hrefs.length, 'index.html liga as folhas de estilo do site').toBeGreaterThan(0)
    // The contacts page's own rules as well as the site's.
    expect(sheets.texts.join('')).toContain('.contact-cards')
    const page = readPage((await get('/contatos')).text)
    expect(page.stylesheets).toEqual([])
    // Those it uses, in index.html's order, each named by a link that is not loaded, for Vite's loader.
    const inline = page.styles.filter((css) => sheets.texts.includes(css))
    expect(inline.join('')).toContain('.contact-cards')
    expect(inline).toEqual(sheets.texts.filter((css) => inline.includes(css)))
    expect(page.disabledStylesheets).toEqual(inline.map((css) => sheets.hrefs[sheets.texts.indexOf(css)]))
    // The scripts wait, inert (client/src/main.tsx reads the templates): the app's for a page the server did not
    // draw, the islands' runtime for the first part the visitor touches. The page's own chunk is not among them: the
    // server's HTML is the page, and only its islands load scripts (decision 48).
    const document = parseDocument((await get('/contatos')).text)
    const preloads = byTag(document, 'link').filter((link) => link.attribs.rel === 'modulepreload')
    expect(preloads.some((link) => 'data-app' in link.attribs)).toBe(true)
    const manifest = JSON.parse(readFileSync(path.join(DEFAULT_CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
    const addresses = preloads.map((link) => link.attribs.href)
    expect(addresses).toContain(`/${manifest['src/app/islands-runtime.tsx']!.file}`)
    expect(addresses).not.toContain(`/${manifest['src/routes/stored-page.tsx']!.file}`)
    for (const link of preloads) expect((DomUtils.getParent(link) as Element | null)?.name, link.attribs.href).toBe('template')
    // VLibras' loader only for a visitor who chose it (decision 47).
    const vlibrasLoader = `/${manifest['src/lib/vlibras.ts']!.file}`
    expect(addresses).not.toContain(vlibrasLoader)
    expect((await get('/contatos', { Cookie: `${VLIBRAS_CONSENT_COOKIE}=1` })).text).toContain(vlibrasLoader)

    // The admin area, drawn in the browser, links them (cached for the next visit).
    const admin = readPage((await get('/admin')).text)
    expect(admin.stylesheets).toEqual(sheets.hrefs)
    expect(admin.disabledStylesheets).toEqual([])
    for (const css of sheets.texts) expect(admin.styles).not.toContain(css)
  })

  it('carries only the stylesheets whose classes the page uses: a page without a form has none of the form kit', async () => {
    const sheets = publicStylesheets()
    const sheetWith = (rule: string) => sheets.hrefs[sheets.texts.findIndex((css) => css.includes(rule))]!
    // The form kit (components/form/form.css) and the sign-in's own rules (features/auth/components/login.css).
    const formKit = sheetWith('.form__row{')
    const signIn = sheetWith('.login-page{')
    const formPage = readPage((await get(PATHS.documentRequest)).text)
    expect(formPage.disabledStylesheets).toContain(formKit)
    expect(formPage.disabledStylesheets).not.toContain(signIn)
    const programs = readPage((await get(PATHS.programs)).text)
    expect(programs.disabledStylesheets).not.toContain(formKit)
    expect(programs.styles.join('')).not.toContain('.form__row{')
    // The global styles (tokens, reset, layout, elements: rules of elements too) on every page.
    for (const page of [formPage, programs]) expect(page.disabledStylesheets[0]).toBe(sheets.hrefs[0])
    expect(readPage((await get(PATHS.login)).text).disabledStylesheets).toContain(signIn)
  })

  it("leaves the admin area's rules out of every public page: they come with the admin's chunks", async () => {
    const manifest = JSON.parse(readFileSync(path.join(DEFAULT_CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Manifest
    const sheets = publicStylesheets()
    const adminOnly = reachableStylesheets(manifest, 'src/routes/admin.tsx').filter((file) => !sheets.hrefs.includes(`/${file}`))
    const adminCss = adminOnly.map((file) => readFileSync(path.join(DEFAULT_CLIENT_DIST, file), 'utf8'))
    // The admin layout's shell: a rule of the admin area alone (components/admin/admin-layout.css).
    expect(adminCss.join('')).toContain('.admin-shell{')
    for (const pagePath of [PATHS.home, PATHS.news, PATHS.validator, PATHS.cycleRegistration, PATHS.programs, PATHS.login]) {
      const styles = readPage((await get(pagePath)).text).styles.join('')
      expect(styles, pagePath).not.toContain('.admin-shell')
      for (const css of adminCss) expect(styles, pagePath).not.toContain(css)
    }
  })

  it("isolates the admin area's documents from the windows of other sites, and not the public pages", async () => {
    for (const page of [PATHS.home, PATHS.news, PATHS.cycleRegistration, PATHS.login]) {
      expect((await get(page)).headers, page).not.toHaveProperty('cross-origin-opener-policy')
    }
    for (const page of ['/admin', '/admin/noticias']) {
      expect((await get(page)).headers['cross-origin-opener-policy'], page).toBe('same-origin')
    }
  })

  it('runs no inline script but the entry loader and the speculation rules, which the CSP names by their hashes', async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    for (const page of [PATHS.home, PATHS.news, PATHS.search, '/admin']) {
      const answer = await get(page)
      expect(answer.text, page).not.toMatch(/<script type="module"/)
      const loader = /<script data-entry-loader data-src="\/assets\/index-[\w-]+\.js">([\s\S]*?)<\/script>/.exec(answer.text)
      expect(loader, page).not.toBeNull()
      const rules = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(answer.text)
      const scriptSources = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))![1]!.split(' ')
      expect(scriptSources, page).toEqual(expect.arrayContaining([hash(loader![1]!), ...(rules ? [hash(rules[1]!)] : [])]))
    }
  })

  it('writes the speculation rules into every page it draws: the site pages, not the sign-in, files or other sites', async () => {
    const rulesOf = (html: string) => /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1]
    for (const page of [PATHS.home, PATHS.news, PATHS.search]) expect(rulesOf((await get(page)).text), page).toBeDefined()
    expect(rulesOf((await get('/admin')).text)).toBeUndefined()
    const [prerender] = (JSON.parse(rulesOf((await get(PATHS.home)).text)!) as { prerender: { where: { and: object[] }; eagerness: string }[] }).prerender
    expect(prerender!.eagerness).toBe('moderate')
    expect(prerender!.where.and).toEqual(
      expect.arrayContaining([{ href_matches: '/*' }, { not: { href_matches: `${PATHS.login}{/*}?` } }, { not: { href_matches: '/*.*' } }]),
    )
  })

  it("draws what staff edited and sends it as the page's data; a change shows on the next visit", async () => {
    expect(readPage((await get('/equipe')).text).rootText).not.toContain('Marlene Figueiredo')
    const created = await t.request
      .post('/conteudo/equipe')
      .set('authorization', token)
      .send({ nome: 'Marlene Figueiredo', cargo: 'Coordenadora pedagógica' })
    expect(created.status).toBe(201)

    const page = readPage((await get('/equipe')).text)
    expect(page.rootText).toContain('Marlene Figueiredo')
    expect(page.rootText).toContain('Coordenadora pedagógica')
    expect(page.data?.['conteudo:equipe']).toMatchObject({ status: 'ready', data: [{ nome: 'Marlene Figueiredo' }] })
  })

  it('draws the active lecture and its registration form, and reading it changes nothing', async () => {
    await insertEvent(t.prisma, { titulo: 'Memória ativa depois dos 60', data: isoDateInDays(10), ativa: true })
    await get('/equipe')
    // Written behind the server's back: /equipe shows it only once its drawn page is no longer kept.
    await t.prisma.contentItem.create({ data: { kind: 'equipe', position: 1, data: { nome: 'Irene Vasconcelos', cargo: 'Diretora' } } })

    const page = readPage((await get(PATHS.cycleRegistration)).text)
    expect(page.rootText).toContain('Memória ativa depois dos 60')
    expect(page.rootText).toContain(messages.publicForms.needsJavaScript)
    expect(page.data?.['evento-ativo']).toMatchObject({ status: 'ready', data: { titulo: 'Memória ativa depois dos 60' } })
    // The page's own read of the active event is a POST, yet no change: the pages drawn before are kept.
    expect(readPage((await get('/equipe')).text).rootText).not.toContain('Irene Vasconcelos')
  })

  it('answers 404 with the drawn "not found" page for an unknown address or news slug', async () => {
    for (const url of ['/pagina-que-nao-existe', '/noticias/nao-existe']) {
      const response = await get(url, { accept: 'text/html' })
      expect(response.status, url).toBe(404)
      expect(readPage(response.text).headings, url).toEqual(['Página não encontrada'])
    }
  })

  it("draws the page in the visitor's text size and contrast, taken from the cookies, the admin area too", async () => {
    for (const url of ['/', '/admin']) {
      const response = await get(url, { cookie: 'outro=1; texto=150; contraste=1' })
      const html = readPage(response.text).html
      expect(html.attribs.class, url).toBe('high-contrast')
      expect(html.attribs.style, url).toBe('font-size:150%')
      expect(response.headers.vary, url).toContain('Cookie')
    }
    const plain = readPage((await get('/', { cookie: 'texto=999; contraste=sim' })).text).html
    expect(plain.attribs.class).toBeUndefined()
    expect(plain.attribs.style).toBeUndefined()
  })

  it('gives each of many pages drawn at once its own data', async () => {
    await t.request.post('/conteudo/equipe').set('authorization', token).send({ nome: 'Otávio Prates', cargo: 'Secretário' })
    const urls = Array.from({ length: 24 }, (_, index) => ['/equipe', '/parceiros', '/calendario'][index % 3]!)
    const pages = await Promise.all(urls.map(async (url) => ({ url, page: readPage((await get(`${url}?visita=${Math.random()}`)).text) })))
    for (const { url, page } of pages) {
      const keys = Object.keys(page.data ?? {}).filter((key) => key.startsWith('conteudo:') || key === 'palestras' || key === 'agenda')
      const expected = { '/equipe': ['conteudo:equipe'], '/parceiros': ['conteudo:parceiros'], '/calendario': ['palestras', 'agenda'] }
      expect(keys.sort(), url).toEqual(expected[url as keyof typeof expected].sort())
      expect(page.rootText.includes('Otávio Prates'), url).toBe(url === '/equipe')
    }
  })

  it('sends the page compressed, Brotli or gzip, as the browser accepts', async () => {
    const page = (encoding?: string) => t.app.inject({ url: '/noticias', headers: encoding ? { 'accept-encoding': encoding } : {} })
    const plain = await page()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await page('gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload)
    const gzip = await page('gzip;q=1, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload)
    expect(brotli.headers.vary).toBe('Cookie, Accept-Encoding')
  })

  it("compresses a page's own address at Brotli's best, and an address anyone can vary (a query, a code, a 404) fast", async () => {
    const brotli = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br', accept: 'text/html' } })
    const sizeAt = (html: string, quality: number) =>
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length
    const own = await brotli('/noticias')
    const html = brotliDecompressSync(own.rawPayload).toString()
    expect(own.rawPayload.length).toBe(sizeAt(html, 11))
    expect(sizeAt(html, 11)).toBeLessThan(sizeAt(html, 5))
    for (const url of [`${PATHS.validator}/AB12CD34`, `${PATHS.validator}/qualquer-coisa-${Date.now()}`, '/noticias?origem=whatsapp']) {
      const oneOff = await brotli(encodeURI(url))
      expect(oneOff.statusCode, url).toBe(200)
      expect(oneOff.rawPayload.length, url).toBe(sizeAt(brotliDecompressSync(oneOff.rawPayload).toString(), 5))
    }
    const missing = await brotli('/pagina-que-nao-existe')
    expect(missing.statusCode).toBe(404)
    expect(missing.rawPayload.length).toBe(sizeAt(brotliDecompressSync(missing.rawPayload).toString(), 5))
  })

  it('gives the Brotli, gzip and plain forms of a page ETags of their own, each answered with 304', async () => {
    const forms = { br: 'br', gzip: 'gzip', plain: 'identity' }
    const etags = new Map<string, string>()
    for (const [form, acceptEncoding] of Object.entries(forms)) {
      const response = await t.app.inject({ url: '/noticias', headers: { 'accept-encoding': acceptEncoding } })
      expect(response.statusCode).toBe(200)
      etags.set(form, String(response.headers.etag))
      const again = await t.app.inject({ url: '/noticias', headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(response.headers.etag) } })
      expect(again.statusCode, form).toBe(304)
      expect(again.headers.etag).toBe(response.headers.etag)
    }
    expect(new Set(etags.values()).size).toBe(3)
    // A cache holding the gzip form cannot have it confirmed as the Brotli one.
    const other = await t.app.inject({ url: '/noticias', headers: { 'accept-encoding': 'br', 'if-none-match': etags.get('gzip')! } })
    expect(other.statusCode).toBe(200)
    expect(other.headers['content-encoding']).toBe('br')
  })

  it('answers 304 to the ETag of a page that has not changed', async () => {
    const first = await get('/noticias')
    const again = await get('/noticias', { 'if-none-match': first.headers.etag! })
    expect(again.status).toBe(304)
  })
})
