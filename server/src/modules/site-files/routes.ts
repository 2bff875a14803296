import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messages } from '@site/contracts'
import { publicOrigin, type Config } from '../../config/env.ts'
import { imageWorkGate } from '../../images/image-pipeline.ts'
import { notFound } from '../../errors.ts'
import { parseShareImageName, renderCoverImage, renderSectionImage, SHARE_IMAGE_PREFIX } from '../../pages/share-images.ts'
import { ICON_PATHS, PNG_ICON_SIZES, renderFavicon, renderPngIcon, webManifest, type PngIconPath } from '../../pages/site-icons.ts'
import { robotsTxt, sitemapXml, type SitemapPages } from '../../pages/sitemap.ts'
import { readContacts } from '../site-settings/index.ts'
import { fileCache, findImageOriginal, listSitemapArticles, readIconSvg } from './service.ts'

export interface SiteFileRoutesOptions {
  config: Config
  clientDist: string
  now: () => Date
  /** The stored pages (decision 50): the sitemap lists those visitors see. */
  readPages: () => Promise<SitemapPages>
}

const HOUR = 'public, max-age=3600'
const DAY = 'public, max-age=86400'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Covers cut at once; a third crawler asking for a new one waits for a 503 and its Retry-After. */
const COVER_WORK_LIMIT = 2

/** What crawlers, link previews and phones ask a site for: robots.txt, the sitemap, icons, manifest, share pictures. */
const siteFileRoutes: FastifyPluginAsyncZod<SiteFileRoutesOptions> = async (app, options) => {
  const origin = publicOrigin(options.config)
  const cached = fileCache(64)
  const cachedCover = fileCache<Awaited<ReturnType<typeof renderCoverImage>>>(64)
  const coverWork = imageWorkGate(COVER_WORK_LIMIT)
  const schema = { hide: true }

  app.get('/robots.txt', { schema }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', HOUR).send(robotsTxt(origin)),
  )

  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const [articles, pages] = await Promise.all([listSitemapArticles(app.prisma, options.now()), options.readPages()])
    return reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(sitemapXml(origin, articles, pages))
  })

  app.get(ICON_PATHS.manifest, { schema }, async (_request, reply) => {
    const manifest = webManifest(await readContacts(app.prisma))
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', DAY).send(JSON.stringify(manifest))
  })

  const iconSvg = () => readIconSvg(options.clientDist)
  app.get(ICON_PATHS.favicon, { schema }, async (_request, reply) => {
    const icon = await cached(ICON_PATHS.favicon, async () => renderFavicon(await iconSvg()))
    return reply.type('image/x-icon').header('cache-control', DAY).send(icon)
  })
  for (const iconPath of Object.keys(PNG_ICON_SIZES) as PngIconPath[]) {
    app.get(iconPath, { schema }, async (_request, reply) => {
      const icon = await cached(iconPath, async () => renderPngIcon(await iconSvg(), iconPath))
      return reply.type('image/png').header('cache-control', DAY).send(icon)
    })
  }

  app.get(
    `${SHARE_IMAGE_PREFIX}:arquivo`,
    { schema: { ...schema, params: z.object({ arquivo: z.string().max(80, messages.common.notFound) }) } },
    async (request, reply) => {
      const name = parseShareImageName(request.params.arquivo)
      if (!name) throw notFound(messages.common.notFound)
      if ('section' in name) {
        const image = await cached(name.section, () => renderSectionImage(name.section))
        return reply.type('image/png').header('cache-control', IMMUTABLE).send(image)
      }
      // A cover the image cannot give is answered with the fallback, kept like a cover: it is not tried again.
      const cover = await cachedCover(request.params.arquivo, async () =>
        coverWork(async () => renderCoverImage(await findImageOriginal(app.prisma, name.coverHash))),
      )
      return reply.type('image/jpeg').header('cache-control', cover.fallback ? DAY : IMMUTABLE).send(cover.image)
    },
  )
}

export default siteFileRoutes
