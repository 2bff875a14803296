import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import Fastify, { type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from './config/env.ts'
import type { PrismaClient } from './db/prisma.ts'
import type { Queries } from './db/queries/index.ts'
import responseCompression from './http/compression.ts'
import { sendError } from './http/error-body.ts'
import { openApiOptions } from './http/openapi.ts'
import { RequestLog, requestForLog } from './http/request-log.ts'
import requestTimeouts, { serverTimeouts } from './http/request-timeouts.ts'
import wellFormedText from './http/well-formed-text.ts'
import auditRoutes from './modules/audit/routes.ts'
import authRoutes from './modules/auth/routes.ts'
import backupRoutes from './modules/backups/routes.ts'
import { sealClearTotpSecrets, totpSecretBox } from './modules/auth/two-factor.ts'
import callListRoutes from './modules/call-list/routes.ts'
import type { CallListOptions } from './modules/call-list/service.ts'
import certificateRoutes from './modules/certificates/routes.ts'
import contentRoutes from './modules/content/routes.ts'
import eventRoutes from './modules/events/routes.ts'
import feedRoutes from './modules/feeds/routes.ts'
import healthRoutes from './modules/health/routes.ts'
import inboxRoutes from './modules/submissions/inbox-routes.ts'
import lectureRoutes from './modules/lectures/routes.ts'
import mediaRoutes from './modules/media/routes.ts'
import monitoring from './modules/monitoring/routes.ts'
import type { MonitoringSettings } from './modules/monitoring/settings.ts'
import newsRoutes from './modules/news/routes.ts'
import pagePhotoRoutes from './modules/page-photos/routes.ts'
import pagesRoutes from './modules/pages/routes.ts'
import { listVisiblePages, lookUpSitePage } from './modules/pages/index.ts'
import registrationRoutes, { placesFiller, registrationContext } from './modules/registrations/routes.ts'
import searchRoutes, { refreshPageEntries } from './modules/search/routes.ts'
import siteFileRoutes from './modules/site-files/routes.ts'
import { readContacts } from './modules/site-settings/index.ts'
import siteSettingsRoutes from './modules/site-settings/routes.ts'
import submissionRoutes from './modules/submissions/routes.ts'
import { configuredUploadGate } from './modules/submissions/upload-gate.ts'
import userRoutes from './modules/users/routes.ts'
import volunteerTermRoutes from './modules/volunteer-term/routes.ts'
import authPlugin from './plugins/auth.ts'
import clientPlugin, { DEFAULT_CLIENT_DIST } from './plugins/client.ts'
import errorHandler, { answerClientError } from './plugins/error-handler.ts'
import mailerPlugin, { type MailerOptions } from './plugins/mailer.ts'
import prismaPlugin from './plugins/prisma.ts'
import rateLimits from './plugins/rate-limits.ts'
import security, { setSecurityHeaders } from './plugins/security.ts'

export interface AppOptions {
  config: Config
  prisma: PrismaClient
  queries: Queries
  jwtSecret: string
  /** The database's address (the embedded one's when DATABASE_URL is unset): the backups read it. */
  databaseUrl: string
  /** Where the log lines go instead of stdout; tests capture them to check what production would log. */
  logStream?: FastifyLoggerOptions['stream']
  /** Outbox worker settings; tests inject a transport, short intervals, or keep the worker stopped. */
  mail?: MailerOptions
  /** Run the daily document retention job (default: everywhere but NODE_ENV=test). */
  retentionJob?: boolean
  /** Call list source settings; tests inject a fetch function. */
  callList?: CallListOptions
  /** The app's clock: account links, two-factor codes, scheduled news, the trash's 30 days; tests move it. */
  now?: () => Date
  /** The alerts' settings drawn from the configuration, replaced (tests: the free-space threshold, the loop). */
  monitoring?: Partial<MonitoringSettings>
}

const JSON_BODY_LIMIT = 100 * 1024
const MAX_FILES_PER_REQUEST = 4

/** Headers and fields that may carry personal data or credentials never reach the logs. */
const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie']

/**
 * Fastify never reads the body of a GET or HEAD. Left unread, a large one makes Node reset the connection while a
 * large answer (the OpenAPI document in YAML) is still being written: read it to its end (discarding it) first.
 */
function drainIgnoredBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const { raw } = request
  if ((request.method !== 'GET' && request.method !== 'HEAD') || raw.readableEnded) return done()
  let called = false
  const proceed = () => {
    if (called) return
    called = true
    done()
  }
  // 'close' too: a client that goes away mid-body never sends the end.
  raw.once('end', proceed).once('close', proceed)
  raw.resume()
}

/** Fastify with the server's settings: logging, limits, timeouts, proxies, and the errors raised before any route. */
function createFastify(config: Config, logStream: FastifyLoggerOptions['stream'] | undefined) {
  return Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: LOG_REDACT,
      serializers: { req: requestForLog },
      ...(logStream && { stream: logStream }),
    },
    logController: new RequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeouts(config),
    // Off unless configured: X-Forwarded-For from a client that is not a known proxy would pick the address the
    // rate limits count by, and let a brute force start afresh with every request.
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Raised by Node's HTTP parser, before Fastify has a request: headers too large, a broken request line.
    clientErrorHandler: answerClientError,
    // Raised by the router before any hook runs (so the security headers are set here): a malformed URL or an
    // over-long path parameter.
    frameworkErrors: (error, _request, reply) => {
      setSecurityHeaders(reply)
      return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 404, messages.common.notFound)
        : sendError(reply, 400, messages.common.invalidRequest)
    },
  }).withTypeProvider<ZodTypeProvider>()
}

type App = ReturnType<typeof createFastify>

/** What every module shares: errors, timeouts, headers, compression, the database, sign-in, limits, mail, uploads, docs. */
async function registerPlugins(app: App, options: AppOptions) {
  const { config } = options
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onRequest', drainIgnoredBody)
  await app.register(errorHandler)
  await app.register(requestTimeouts, { config })
  await app.register(security, { config })
  await app.register(responseCompression)
  await app.register(wellFormedText)
  await app.register(prismaPlugin, { prisma: options.prisma, queries: options.queries })
  await app.register(authPlugin, { secret: options.jwtSecret, requireTwoFactorForAdmins: config.REQUIRE_2FA_FOR_ADMINS })
  await app.register(rateLimits, { config })
  await app.register(mailerPlugin, { config, mail: options.mail })
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_REQUEST, fields: 30, fieldSize: 10_000, parts: 40 },
    throwFileSizeLimit: true,
  })
  await app.register(swagger, openApiOptions({ origin: publicOrigin(config), authenticate: app.authenticate }))
  await app.register(swaggerUi, { routePrefix: '/docs' })
}

/** Two-factor secrets still stored in clear (from before they were sealed) are sealed once the app is ready. */
function sealTotpSecretsWhenReady(app: App, totpSecrets: ReturnType<typeof totpSecretBox>) {
  // Not fatal: a secret still in clear keeps working and is sealed at the next start.
  app.addHook('onReady', async () => {
    await sealClearTotpSecrets(app.prisma, totpSecrets).then(
      (sealed) => sealed > 0 && app.log.info({ sealed }, 'two-factor: secrets stored in clear are now encrypted'),
      (error: { code?: string }) => app.log.warn({ code: error.code }, 'two-factor: sealing the secrets in clear failed, will retry at the next start'),
    )
  })
}

/** One register per module, then the site's own files and pages, which answer what no route did. */
async function registerModules(app: App, options: AppOptions) {
  const { config } = options
  const now = options.now ?? (() => new Date())
  // Before the routes: its request-duration hook must see every one of them.
  await app.register(monitoring, { config, now, settings: options.monitoring })
  await app.register(healthRoutes)
  const totpSecrets = totpSecretBox(options.jwtSecret)
  sealTotpSecretsWhenReady(app, totpSecrets)
  await app.register(authRoutes, { config, secret: options.jwtSecret, totpSecrets, now })
  await app.register(userRoutes, { config, totpSecrets, now })
  await app.register(certificateRoutes, { config })
  const registrations = registrationContext(app, { config, secret: options.jwtSecret })
  await app.register(eventRoutes, { config, fillPlaces: placesFiller(registrations) })
  await app.register(lectureRoutes)
  await app.register(registrationRoutes, { context: registrations })
  const uploads = configuredUploadGate(config)
  await app.register(submissionRoutes, { config, uploads })
  await app.register(volunteerTermRoutes)
  await app.register(callListRoutes, { config, callList: options.callList })
  await app.register(mediaRoutes, { config })
  await app.register(newsRoutes, { now })
  await app.register(contentRoutes, { now })
  await app.register(pagePhotoRoutes)
  await app.register(pagesRoutes, { now, onChange: () => refreshPageEntries(app) })
  await app.register(searchRoutes, { now })
  await app.register(feedRoutes, { config, now })
  await app.register(siteSettingsRoutes, { config })
  await app.register(inboxRoutes, { config, uploads, retentionJob: options.retentionJob ?? config.NODE_ENV !== 'test' })
  await app.register(auditRoutes)
  await app.register(backupRoutes, { config, databaseUrl: options.databaseUrl, now })

  const clientDist = config.CLIENT_DIST ?? DEFAULT_CLIENT_DIST
  await app.register(siteFileRoutes, { config, clientDist, now, readPages: () => listVisiblePages(app.prisma, now()) })
  await app.register(clientPlugin, {
    dist: clientDist,
    origin: publicOrigin(config),
    readSettings: () => readContacts(app.prisma),
    readPage: (path) => lookUpSitePage(app.prisma, path, now()),
  })
}

/** The app factory: plugins first, then one register per module. Tests build it without a port. */
export async function buildApp(options: AppOptions) {
  const app = createFastify(options.config, options.logStream)
  await registerPlugins(app, options)
  await registerModules(app, options)
  return app
}
