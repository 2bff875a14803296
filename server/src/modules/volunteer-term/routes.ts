import { VOLUNTEER_TERM_PDF_PATH } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { volunteerTermPdf } from './term-pdf.ts'

/** The blank Termo de Adesão, public: volunteers download it from the form, print, fill in and sign it. */
const volunteerTermRoutes: FastifyPluginAsyncZod = async (app) => {
  // Same text for everyone until a deploy changes it: built once, on the first download.
  let pdf: Promise<Buffer> | undefined

  app.get(
    VOLUNTEER_TERM_PDF_PATH,
    {
      schema: {
        tags: ['voluntariado'],
        summary: 'Baixar o Termo de Adesão em branco (PDF)',
      },
    },
    async (_request, reply) => {
      pdf ??= volunteerTermPdf()
        .then((bytes) => Buffer.from(bytes))
        .catch((error: unknown) => {
          pdf = undefined
          throw error
        })
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="termo-de-adesao.pdf"')
        .header('cache-control', 'public, max-age=3600')
        .send(await pdf)
    },
  )
}

export default volunteerTermRoutes
