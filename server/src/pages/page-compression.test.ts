import { PATHS } from '@site/contracts'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CompressedPages, compressionEffort, encodedEtag } from './page-compression.ts'

describe('compressionEffort', () => {
  const page = { statusCode: 200, path: PATHS.news, hasQuery: false, subject: { path: PATHS.news } } as const

  it("is the best for a page of the site at its own address, and for a published article", () => {
    expect(compressionEffort(page)).toBe('best')
    expect(compressionEffort({ ...page, path: PATHS.institution, subject: { path: PATHS.institution } })).toBe('best')
    const article = { subject: { article: {} as never }, path: '/noticias/uma-noticia' }
    expect(compressionEffort({ ...page, ...article })).toBe('best')
  })

  it.each([
    ['a sub-path of a section (/validador/<code>)', { path: `${PATHS.validator}/AB12CD34`, subject: { path: PATHS.validator } }],
    ['an address with a query', { hasQuery: true }],
    ['an article asked for with a query', { hasQuery: true, subject: { article: {} as never } }],
    ['the "not found" page', { statusCode: 404, path: '/nada', subject: { notFound: true } }],
    ['the admin area', { path: '/wp-admin/usuarios', subject: { admin: true } }],
  ] as const)('is fast for what a visitor can vary at will: %s', (_case, change) => {
    expect(compressionEffort({ ...page, ...change })).toBe('fast')
  })
})

describe('CompressedPages', () => {
  const html = `<!doctype html><title>Página</title>${'<p>Conteúdo da página</p>'.repeat(200)}`

  it('keeps a page compressed at its best once per version and encoding, and gives it again', async () => {
    const pages = new CompressedPages(10)
    const first = pages.get(html, '"v1"', 'br', 'best')
    expect(pages.get(html, '"v1"', 'br', 'best')).toBe(first)
    expect(brotliDecompressSync(await first).toString()).toBe(html)
    expect(gunzipSync(await pages.get(html, '"v1"', 'gzip', 'best')).toString()).toBe(html)
    expect(pages.size).toBe(2)
  })

  it('never keeps a page compressed fast: an address made up for the occasion pushes nothing out', async () => {
    const pages = new CompressedPages(1)
    await pages.get(html, '"kept"', 'br', 'best')
    for (let visit = 0; visit < 5; visit++) {
      expect(brotliDecompressSync(await pages.get(html, `"one-off-${visit}"`, 'br', 'fast')).toString()).toBe(html)
    }
    expect(pages.size).toBe(1)
    const again = pages.get(html, '"kept"', 'br', 'best')
    expect(pages.get(html, '"kept"', 'br', 'best')).toBe(again)
  })

  it('lets the earliest kept page go beyond its size', async () => {
    const pages = new CompressedPages(2)
    const first = pages.get(html, '"a"', 'br', 'best')
    pages.get(html, '"b"', 'br', 'best')
    pages.get(html, '"c"', 'br', 'best')
    expect(pages.size).toBe(2)
    expect(pages.get(html, '"a"', 'br', 'best')).not.toBe(first)
    await Promise.all([first, pages.get(html, '"a"', 'br', 'best')])
  })
})

describe('encodedEtag', () => {
  it('gives each encoding of a page a strong ETag of its own', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"')
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"')
    expect(encodedEtag('"abc"', null)).toBe('"abc"')
  })
})
