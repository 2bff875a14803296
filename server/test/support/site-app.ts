import type { AdminNews, NewsInput } from '@site/contracts'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { ROOT_DIR } from '../../src/root-dir.ts'
import { createTestApp, type TestAppOptions } from '../app.ts'
import { describedImage } from './images.ts'

/** PUBLIC_URL of the site apps: every absolute address in a page's head starts with it. */
export const SITE_ORIGIN = 'https://fundacao.local'

/** The shape of the built index.html: the generic title the server replaces with each page's head. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Fundação Educacional</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/**
 * The real app at SITE_ORIGIN serving a built client of one page and the site's real SVG icon (from a temporary
 * folder), with an admin token and a way to publish news; `close()` in afterAll. `options` add to its settings.
 */
export async function createSiteApp(options: Pick<TestAppOptions, 'env' | 'extra'> = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  copyFileSync(path.join(ROOT_DIR, 'client', 'public', 'favicon.svg'), path.join(dist, 'favicon.svg'))
  const t = await createTestApp({ env: { ...options.env, CLIENT_DIST: dist, PUBLIC_URL: SITE_ORIGIN }, extra: options.extra })
  const token = await t.adminToken()
  return {
    t,
    token,
    /** Saves a news item, published an hour ago with a described cover unless `overrides` say otherwise. */
    async saveNews(overrides: Partial<NewsInput> & { slug: string }): Promise<AdminNews> {
      const input: NewsInput = {
        titulo: `Notícia ${overrides.slug}`,
        resumo: 'Sessenta pessoas concluíram o curso de celular e internet; a cerimônia foi no auditório.',
        corpo: '<p>A cerimônia reuniu as famílias.</p>',
        capaId: await describedImage(t, token, 'Formandos com os certificados no auditório'),
        publicadoEm: new Date(Date.now() - 3_600_000).toISOString(),
        estado: 'publicado',
        ...overrides,
      }
      const response = await t.request.post('/api/admin/noticias').set('authorization', token).send(input)
      expect(response.status).toBe(201)
      return response.body as AdminNews
    },
    async close() {
      await t.close()
      rmSync(dist, { recursive: true, force: true })
    },
  }
}
