import cors from '@fastify/cors'
import { ENTRY_LOADER, hasVlibrasConsent, VLIBRAS_ORIGIN } from '@site/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config/env.ts'
import { SPECULATION_RULES } from '../pages/speculation-rules.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The scripts a page runs: the site's files, and inline the entry's loader and the speculation rules (decision 59). */
const SCRIPT_SOURCES = ["'self'", sha256(ENTRY_LOADER), sha256(SPECULATION_RULES)]

/** The strict CSP of every answer: the site's own scripts only (and the lazily loaded map's frame). */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: SCRIPT_SOURCES,
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: shows staff the stored files inline from bytes fetched with the token (no token in any URL).
  imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
}

/**
 * For a visitor who asked for VLibras (its consent cookie), and for no one else: its script, the interpreter's
 * WebAssembly and its workers, and the translation and dictionary services under vlibras.gov.br (decision 47).
 */
const VLIBRAS_HOSTS = [VLIBRAS_ORIGIN, 'https://*.vlibras.gov.br']
const VLIBRAS_DIRECTIVES = {
  ...DIRECTIVES,
  scriptSrc: [...SCRIPT_SOURCES, "'wasm-unsafe-eval'", ...VLIBRAS_HOSTS],
  connectSrc: ["'self'", ...VLIBRAS_HOSTS],
  fontSrc: ["'self'", ...VLIBRAS_HOSTS],
  mediaSrc: ["'self'", ...VLIBRAS_HOSTS],
  workerSrc: ["'self'", 'blob:'],
}

type Directives = Record<string, string[] | null>

const helmetHeaders = (directives: Directives) =>
  helmet({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
    // Only the admin area's documents (ADMIN_DOCUMENT_HEADERS, decision 58).
    crossOriginOpenerPolicy: false,
    // Sent only over HTTPS (setSecurityHeaders): a browser ignores it over plain HTTP, and a site reached by plain
    // HTTP must not tell that it has HTTPS.
    strictTransportSecurity: false,
    // What frame-ancestors 'none' says, for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  })

/**
 * Browser features the site never uses, refused to its pages and to the frames they embed (the map). Not autoplay:
 * the home page plays its muted video by itself. Not clipboard-write: the share buttons copy the link.
 */
const PERMISSIONS_POLICY = [
  'accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope',
  'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'usb',
  'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ')

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * helmet's headers, collected once: they do not depend on the request, and the answers Node's HTTP parser forces
 * (431, 400 before any request exists) are written on the raw socket, where no middleware can run.
 */
function collectHeaders(directives: Directives): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const collector = { setHeader: (name: string, value: string) => void (headers[name] = value), removeHeader: () => {} }
  helmetHeaders(directives)({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return { ...headers, 'Permissions-Policy': PERMISSIONS_POLICY }
}

export const SECURITY_HEADERS = collectHeaders(DIRECTIVES)

/**
 * The admin area's documents hold a staff session: no page of another site that opened one keeps a handle on its
 * window (decision 58). Public pages go without: on Android, Chromium gives a site that asks for this isolation a
 * process of its own, started afresh, before the page's first paint.
 */
export const ADMIN_DOCUMENT_HEADERS: Readonly<Record<string, string>> = { 'cross-origin-opener-policy': 'same-origin' }
const VLIBRAS_SECURITY_HEADERS = collectHeaders(VLIBRAS_DIRECTIVES)

/**
 * Sets the security headers on a reply: on every request, and where Fastify answers before any hook runs. HSTS only
 * when the request came over HTTPS: to this server, or to a proxy of TRUST_PROXY that says so in X-Forwarded-Proto.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(hasVlibrasConsent(reply.request.headers.cookie) ? VLIBRAS_SECURITY_HEADERS : SECURITY_HEADERS)
  if (reply.request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
}

async function security(app: FastifyInstance, options: { config: Config }) {
  app.addHook('onRequest', async (_request, reply) => setSecurityHeaders(reply))
  await app.register(cors, { origin: options.config.CORS_ORIGINS.length ? options.config.CORS_ORIGINS : false })
}

export default fp(security, { name: 'security' })
