import { isSitePath, type NewsArticle, type NewsPage } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { seedDemoNews } from './demo-news.ts'

describe('demo news', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('publishes twelve items once, each with a described generated cover in AVIF and WebP and links only inside the site', async () => {
    expect(await seedDemoNews(t.prisma)).toBe(true)
    expect(await seedDemoNews(t.prisma)).toBe(false)

    const first = (await t.request.get('/api/noticias')).body as NewsPage
    expect(first.total).toBe(12)
    const pages = [first, (await t.request.get('/api/noticias?pagina=2')).body as NewsPage]
    const cards = pages.flatMap((page) => page.itens)
    const dates = cards.map((card) => card.publicadoEm)
    expect(dates).toEqual([...dates].sort().reverse())

    for (const card of cards) {
      expect(card.capa?.alt.length, card.slug).toBeGreaterThan(10)
      expect(card.capa?.variantes.map((v) => `${v.formato}:${v.largura}`)).toEqual(['avif:480', 'avif:720', 'avif:960', 'webp:480', 'webp:720', 'webp:960'])
      const article = (await t.request.get(`/api/noticias/${card.slug}`).expect(200)).body as NewsArticle
      const links = [...article.corpo.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!)
      expect(links.length, card.slug).toBeGreaterThan(0)
      for (const href of links) expect(isSitePath(href), `${card.slug}: ${href}`).toBe(true)
      expect(article.corpo).not.toMatch(/example\.|placeholder|lorem/i)
    }
    const cover = await t.request.get(cards[0]!.capa!.variantes[0]!.url).expect(200)
    expect(cover.headers['content-type']).toBe('image/avif')
  }, 120_000)
})
