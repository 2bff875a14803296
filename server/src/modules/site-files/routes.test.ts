import { PAGE_HEADS, PATHS, type PublicPath } from '@site/contracts'
import { SaxesParser } from 'saxes'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blankPng } from '../../../test/support/images.ts'
import { createSiteApp, SITE_ORIGIN as ORIGIN } from '../../../test/support/site-app.ts'
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The sitemap read by a strict XML parser (it throws on anything malformed): each <url>'s <loc> and <lastmod>. */
function readSitemap(xml: string) {
  const parser = new SaxesParser({ xmlns: true })
  const urls: { loc: string; lastmod?: string }[] = []
  let namespace = ''
  let field: 'loc' | 'lastmod' | null = null
  parser.on('opentag', (tag) => {
    if (tag.local === 'urlset') namespace = tag.uri
    if (tag.local === 'url') urls.push({ loc: '' })
    field = tag.local === 'loc' || tag.local === 'lastmod' ? tag.local : null
  })
  parser.on('text', (text) => {
    if (field) urls.at(-1)![field] = text
  })
  parser.on('closetag', () => (field = null))
  parser.write(xml).close()
  return { namespace, urls }
}

describe('files for crawlers, link previews and phones', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>
  let t: typeof site.t

  beforeAll(async () => {
    site = await createSiteApp()
    t = site.t
  })
  beforeEach(async () => {
    await t.prisma.newsItem.deleteMany()
    await t.prisma.mediaImage.deleteMany()
  })
  afterAll(() => site.close())

  it('robots.txt opens the site, closes the admin areas and the API, and points to the sitemap', async () => {
    const response = await t.request.get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const lines = response.text.split('\n')
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /wp-admin', 'Disallow: /api']))
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('sitemap.xml lists every public page and every published article, and nothing private or unpublished', async () => {
    const published = await site.saveNews({ slug: 'publicada' })
    await site.saveNews({ slug: 'rascunho', estado: 'rascunho' })
    await site.saveNews({ slug: 'agendada', publicadoEm: new Date(Date.now() + 86_400_000).toISOString() })

    const response = await t.request.get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const sitemap = readSitemap(response.text)
    expect(sitemap.namespace).toBe(SITEMAP_NAMESPACE)

    const locs = sitemap.urls.map((url) => url.loc)
    const indexed = (Object.keys(PAGE_HEADS) as PublicPath[]).filter((path) => !PAGE_HEADS[path].private)
    expect(locs).toEqual(expect.arrayContaining(indexed.map((path) => ORIGIN + encodeURI(path))))
    for (const path of [PATHS.login, PATHS.forgotPassword, PATHS.resetPassword, PATHS.acceptInvitation, PATHS.registrationCancel, PATHS.admin]) {
      expect(locs).not.toContain(ORIGIN + encodeURI(path))
    }
    expect(locs.filter((loc) => loc.includes('/noticias/'))).toEqual([`${ORIGIN}/noticias/publicada`])
    const article = sitemap.urls.find((url) => url.loc.endsWith('/noticias/publicada'))!
    expect(new Date(article.lastmod!).getTime()).toBeGreaterThanOrEqual(new Date(published.publicadoEm).getTime())
    expect(locs).toHaveLength(indexed.length + 1)
  })

  it('favicon.ico is an icon file with the site mark at 16, 32 and 48 pixels', async () => {
    const response = await t.request.get('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('image/x-icon')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    const ico = response.body as Buffer
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const sizes = []
    for (let i = 0; i < ico.readUInt16LE(4); i += 1) {
      const entry = 6 + 16 * i
      const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8))
      const metadata = await sharp(image).metadata()
      expect(metadata.format).toBe('png')
      expect([metadata.width, metadata.height]).toEqual([ico[entry], ico[entry + 1]])
      sizes.push(metadata.width)
    }
    expect(sizes).toEqual([16, 32, 48])
  })

  it('serves the home-screen icons as PNGs of their sizes, the iOS one without transparent corners', async () => {
    for (const [path, size] of [['/apple-touch-icon.png', 180], ['/icons/icon-192.png', 192], ['/icons/icon-512.png', 512]] as const) {
      const response = await t.request.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers['content-type'], path).toBe('image/png')
      const metadata = await sharp(response.body as Buffer).metadata()
      expect(metadata, path).toMatchObject({ format: 'png', width: size, height: size })
      expect(metadata.hasAlpha, path).toBe(path !== '/apple-touch-icon.png')
    }
  })

  it('describes the site to phones in manifest.webmanifest, with icons that exist', async () => {
    const response = await t.request.get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    const manifest = JSON.parse(response.text) as { icons: { src: string; sizes: string }[] }
    expect(manifest).toMatchObject({
      name: 'Fundação Educacional de São José',
      short_name: 'Fundação São José',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b4f8a',
      background_color: '#ffffff',
    })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons) expect((await t.request.get(icon.src)).status, icon.src).toBe(200)
  })

  it('answers HEAD like GET, and 404 for a sharing picture that does not exist', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      const response = await t.request.head(path)
      expect(response.status, path).toBe(200)
      expect(response.headers['cache-control'], path).toMatch(/^public, max-age=\d+$/)
    }
    for (const name of ['home-000000000000.png', `capa-${'0'.repeat(32)}.jpg`, 'qualquer.txt']) {
      expect((await t.request.get(`/compartilhar/${name}`)).status, name).toBe(404)
    }
  })
  it('gives the fallback picture for a cover it cannot cut (a 40,000,000 × 1 image stored before the limits), made once', async () => {
    const bomb = await blankPng(40_000_000, 1, { bitDepth: 16 })
    const hash = 'c'.repeat(32)
    await t.prisma.mediaImage.create({
      data: { hash, fileName: 'bomba.png', mimeType: 'image/png', width: 40_000_000, height: 1, size: bomb.length, content: new Uint8Array(bomb) },
    })
    const cover = await t.request.get(`/compartilhar/capa-${hash}.jpg`).buffer(true)
    expect(cover.status).toBe(200)
    expect(cover.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(cover.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })

    // The outcome is kept: asked again, the picture comes without looking at the image (now gone) again.
    await t.prisma.mediaImage.deleteMany()
    const again = await t.request.get(`/compartilhar/capa-${hash}.jpg`).buffer(true)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(cover.body)
  })
})
