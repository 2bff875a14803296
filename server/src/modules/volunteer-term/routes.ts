import { VOLUNTEER_TERM_PDF_PATH } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readFoundationName } from '../site-settings/index.ts'
import { volunteerTermPdf } from './term-pdf.ts'

/** The blank Termo de Adesão, public: volunteers download it from the form, print, fill in and sign it. */
const volunteerTermRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same document until the foundation's configured name changes: built once per name, on the first download.
  let built: { foundation: string; pdf: Promise<Buffer> } | undefined
  const termFor = (foundation: string): Promise<Buffer> => {
    if (built?.foundation !== foundation) {
      const pdf = volunteerTermPdf(foundation).then((bytes) => Buffer.from(bytes))
      built = { foundation, pdf }
      pdf.catch(() => {
        if (built?.pdf === pdf) built = undefined
      })
    }
    return built.pdf
  }

  app.get(
    VOLUNTEER_TERM_PDF_PATH,
    {
      schema: {
        tags: ['voluntariado'],
        summary: 'Baixar o Termo de Adesão em branco (PDF)',
      },
    },
    async (_request, reply) => {
      const pdf = await termFor(await readFoundationName(app.prisma))
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="termo-de-adesao.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(pdf)
    },
  )
}

export default volunteerTermRoutes
