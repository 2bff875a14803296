import { backupNameParamsSchema, messages } from '@site/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createReadStream } from 'node:fs'
import { z } from 'zod'
import { notFound, unauthorized } from '../../errors.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { signedIn } from '../../plugins/auth.ts'
import { recordAudit } from '../audit/index.ts'
import { giveDownloadTicket, spendDownloadTicket, ticketCookie, ticketOf } from './download-tickets.ts'
import { listBackups } from './service.ts'

export interface DownloadRoutesOptions {
  dir: string
  now: () => Date
}

const tags = ['backups']
const archiveResponse = z.unknown().describe('O arquivo .age, como anexo')

/**
 * Downloading an archive: with the Bearer token (an API client), or in the browser with a one-time ticket
 * (download-tickets.ts) that the screen asks for and then follows as a plain link, so the browser saves the file as
 * the server streams it. Either way the archive must be listed, and the download is audited.
 */
const downloadRoutes: FastifyPluginAsyncZod<DownloadRoutesOptions> = async (app, { dir, now }) => {
  const listed = async (nome: string) => {
    const entry = (await listBackups(dir)).find((backup) => backup.name === nome)
    if (!entry) throw notFound(messages.backups.notFound)
    return entry
  }

  /** Streams the archive to the signed-in account, audited; memory stays flat whatever its size. */
  const sendArchive = async (request: FastifyRequest, reply: FastifyReply, nome: string) => {
    const entry = await listed(nome)
    const { id, nome: actorName } = signedIn(request)
    await recordAudit(app.prisma, { id, nome: actorName }, { action: 'baixar-backup', target: nome })
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(entry.bytes))
      .header('content-disposition', `attachment; filename="${nome}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(entry.path))
  }

  app.get(
    '/backups/:nome',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Baixar um backup (o arquivo cifrado, como anexo)',
        params: backupNameParamsSchema,
        response: { 200: archiveResponse, ...apiErrorResponses(400, 401, 403, 404) },
      },
    },
    (request, reply) => sendArchive(request, reply, request.params.nome),
  )

  app.post(
    '/backups/:nome/bilhete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Pedir um bilhete de uso único (um cookie, por um minuto) para o navegador baixar um backup pelo link',
        params: backupNameParamsSchema,
        response: { 204: z.undefined().describe('Bilhete no cookie'), ...apiErrorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { nome } = request.params
      await listed(nome)
      const owner = { userId: signedIn(request).id, sessionVersion: request.user.sv ?? 0 }
      const token = await giveDownloadTicket(app.prisma, owner, nome, now())
      return reply.header('set-cookie', ticketCookie(token, nome, { secure: request.protocol === 'https' })).code(204).send()
    },
  )

  app.get(
    '/backups/:nome/arquivo',
    {
      // A HEAD (a download manager's probe) would spend the ticket and audit a download that never happened.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Baixar um backup no navegador com o bilhete do cookie (gasto no uso)',
        params: backupNameParamsSchema,
        response: { 200: archiveResponse, ...apiErrorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { nome } = request.params
      const token = ticketOf(request.headers.cookie)
      const owner = token === undefined ? null : await spendDownloadTicket(app.prisma, token, nome, now())
      // Spent or refused, the browser has no use for it any more.
      void reply.header('set-cookie', ticketCookie('', nome, { secure: request.protocol === 'https' }))
      if (!owner) throw unauthorized(messages.backups.downloadTicketRefused)
      await app.admitAccount(request, { sub: String(owner.userId), sv: owner.sessionVersion })
      return sendArchive(request, reply, nome)
    },
  )
}

export default downloadRoutes
