/**
 * fast-check generators of hostile HTTP requests: odd paths and query strings, random and malformed bodies of any
 * content type, multipart with random parts, random headers and Authorization values.
 *
 * Nothing generated may spell an e-mail, a CPF or a phone number where the server logs it (the URL, and
 * X-Forwarded-For as the client address): the suite-wide log check would then flag the fuzz's own data.
 * Hence no "@" in header values and raw path characters, and no long digit runs.
 */
import fc from 'fast-check'
import { JPEG, PDF, PNG } from '../support/submission-fixtures.ts'
import { fieldParts, multipartBody, multipartType, type MultipartPart } from './multipart.ts'

export interface FuzzRequest {
  method: string
  /** Path and query string, already as they go on the wire. */
  url: string
  headers: Record<string, string>
  body?: Buffer
}

/** A route pattern ("/eventos/:id", "*") and the body a valid call would carry, if any. */
export interface FuzzTarget {
  method: string
  url: string
  validBody?: Record<string, unknown>
  /** The route reads multipart/form-data: these are its text and file fields. */
  multipart?: { fields: Record<string, string>; fileFields: string[] }
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

/** Printable ASCII (fast-check's default unit, which Node's HTTP client lets through in a header) without "@". */
const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/@/g, ''))

const oddText = fc.constantFrom(
  ...['', ' ', '\u0000', 'a\u0000b', '\u202eexe.pdf', '\uFEFF', '\ud800', '𝕏🙂', 'ação', 'A\u0301'],
  ...['<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '../../etc/passwd'],
)

const hugeText = fc.integer({ min: 1_000, max: 150_000 }).map((length) => 'x'.repeat(length))

const anyText = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
  { arbitrary: oddText, weight: 2 },
  { arbitrary: hugeText, weight: 1 },
)

/** A JSON value of any shape, with object keys that try to reach the prototype. */
const fuzzValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    anyText,
    fc.constantFrom(-1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER, true, false, null),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 3 }),
  ),
})).value

/** A JSON object written by hand, so "__proto__" and repeated keys reach the wire as keys. */
const objectText = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, ...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), fuzzValue), { maxLength: 8 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`)

/** A valid body with one field replaced by a fuzz value, or removed. */
const mutatedBody = (valid: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(valid)), maybe(fuzzValue))
    .map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))

const brokenJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('{', '{"nome": ', '{"a":1}garbage', '\uFEFF{}', "{'nome':'x'}", 'NaN', '[1,]', '{"__proto__":{"admin":true}}'),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
)

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/json;']
const contentType = fc.oneof(
  fc.constantFrom(
    ...JSON_TYPES,
    'text/plain',
    'text/html',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    'application/octet-stream',
    'image/png',
    '*/*',
    ';',
  ),
  headerText,
)

/** A file starting with the signature of an accepted type (PDF, PNG, JPEG) or of another one, then random bytes. */
const FILE_HEADS = [PDF, PNG, JPEG, Buffer.from('%PDF-'), Buffer.from('GIF89a'), Buffer.from('<?php system($_GET[1]);'), Buffer.from('MZ'), Buffer.alloc(0)]
const fileContent = fc
  .tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 300 }))
  .map(([head, tail]) => Buffer.concat([head, tail]))

const hostileFileName = fc.oneof(
  fc.constantFrom(
    ...['termo.pdf', 'relatorio.pdf.exe', 'foto.png.php', '../../etc/passwd.pdf', '..\\..\\x.pdf', 'C:\\x\\y.pdf'],
    ...['/', '', '.', '..', 'a\u0000b.pdf', '\u202egpj.exe', 'a"b.pdf', 'linha\r\nquebrada.pdf'],
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 200, max: 6_000 }).map((length) => `${'n'.repeat(length)}.pdf`),
)

type Form = NonNullable<FuzzTarget['multipart']>

/** The route's own fields, then one file per file field, each with a hostile name and random content. */
const formWithHostileFiles = (form: Form) => {
  const file = (name: string) => fc.record({ name: fc.constant(name), filename: hostileFileName, contentType: maybe(contentType), content: fileContent })
  return fc.tuple(...form.fileFields.map(file)).map((files): MultipartPart[] => [...fieldParts(form.fields), ...files])
}

/** Any parts at all: the route's fields or random ones with random text, files under known or random names. */
const randomParts = (form: Form) => {
  const field = fc.record({ name: fc.oneof(fc.constantFrom(...Object.keys(form.fields)), fc.string({ maxLength: 12 })), content: anyText })
  const file = fc.record({
    name: fc.oneof(fc.constantFrom(...form.fileFields), fc.string({ maxLength: 12 })),
    filename: hostileFileName,
    contentType: maybe(contentType),
    content: fileContent,
  })
  return fc.array(fc.oneof(field, file), { maxLength: 8 })
}

/** A multipart body for `form`, sometimes broken: cut short, under another boundary, without its boundary parameter. */
export const multipartRequestBody = (form: Form) =>
  fc
    .tuple(
      fc.oneof(formWithHostileFiles(form), randomParts(form)),
      fc.oneof({ arbitrary: fc.constant('whole'), weight: 3 }, fc.constantFrom('cut', 'other-boundary', 'no-boundary')),
      fc.nat(),
    )
    .map(([parts, shape, cutAt]) => {
      const body = multipartBody(parts)
      if (shape === 'cut') return { type: multipartType(), body: body.subarray(0, cutAt % (body.length + 1)) }
      if (shape === 'other-boundary') return { type: multipartType('outra-fronteira'), body }
      if (shape === 'no-boundary') return { type: 'multipart/form-data', body }
      return { type: multipartType(), body }
    })

/** Where a multipart body goes to a route that does not read one. */
const SOME_FORM: Form = { fields: { nome: 'Fulano' }, fileFields: ['arquivo'] }

export type FuzzBody = { type?: string; body?: Buffer }

/** Any body for `target`: none, JSON of any shape, broken JSON, any content type, multipart; mutations of a valid one. */
export const anyBody =
  (fieldNames: string[]) =>
  (target: FuzzTarget): fc.Arbitrary<FuzzBody> => {
    const json = (text: fc.Arbitrary<string>) =>
      fc.tuple(fc.constantFrom(...JSON_TYPES), text).map(([type, body]) => ({ type, body: Buffer.from(body) }))
    const bytes = fc.oneof(fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)), fc.uint8Array({ maxLength: 200 }).map((raw) => Buffer.from(raw)))
    const options: fc.MaybeWeightedArbitrary<FuzzBody>[] = [
      fc.constant({}),
      json(fc.jsonValue().map((value) => JSON.stringify(value))),
      json(objectText(fieldNames)),
      json(brokenJson),
      fc.record({ type: maybe(contentType), body: bytes }),
      multipartRequestBody(target.multipart ?? SOME_FORM),
    ]
    if (target.validBody) options.push({ arbitrary: json(mutatedBody(target.validBody)), weight: 2 })
    if (target.multipart) options.push({ arbitrary: multipartRequestBody(target.multipart), weight: 2 })
    return fc.oneof(...options)
  }

const ODD_SEGMENTS = [
  '1',
  '0',
  '-1',
  '2147483648',
  '1e3',
  'DEMO2025',
  '%00',
  'a%00b',
  '%2F',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '.',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%FF',
  '%u0041',
  '%20',
  '~',
  ';',
  '"',
  '<script>',
  'constructor',
  '__proto__',
]
/** Characters Node sends unencoded in a path ("@" left out, see above). */
const RAW_PATH_CHARS = [..."abcXYZ019-._~!$&'()*+,;=:/%"]

const pathSegment = fc.oneof(
  fc.constantFrom(...ODD_SEGMENTS),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: fc.constantFrom(...RAW_PATH_CHARS), maxLength: 20 }),
  fc.integer({ min: 101, max: 3_000 }).map((length) => 'x'.repeat(length)),
)

const queryString = maybe(
  fc.oneof(
    fc.constantFrom('__proto__[admin]=1', 'constructor[prototype][admin]=1', 'a=%E0%A4%A', 'a=1&a=2', '%00=%00', `x=${'y'.repeat(2_000)}`),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map((entries) => new URLSearchParams(entries).toString()),
  ),
).map((query) => (query === undefined ? '' : `?${query}`))

/** The route's pattern with every ":param" and "*" filled in. */
const concreteUrl = (pattern: string) => {
  const holes = pattern.match(/:[A-Za-z]+|\*/g) ?? []
  return fc
    .tuple(fc.array(pathSegment, { minLength: holes.length, maxLength: holes.length }), queryString)
    .map(([values, query]) => {
      let index = 0
      const path = pattern.replace(/:[A-Za-z]+|\*/g, () => values[index++] ?? '')
      // CORS answers preflights on the pattern "*", without the leading slash of a path.
      return `${path.startsWith('/') ? '' : '/'}${path}${query}`
    })
}

const randomHeaders = fc.record(
  {
    accept: fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*', 'text/html;q=0, application/json', 'image/*', ''), headerText),
    'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip, deflate', 'identity;q=0', '*'), headerText),
    'accept-language': headerText,
    origin: fc.oneof(fc.constantFrom('https://intruso.example', 'null'), headerText),
    'x-forwarded-for': fc.oneof(fc.constantFrom('127.0.0.1', '::1', 'nao-e-ip', '1.1.1.1, 2.2.2.2'), headerText),
    range: fc.oneof(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=abc', 'bytes=10-0'), headerText),
    'if-none-match': headerText,
    'if-modified-since': fc.oneof(fc.constant('Wed, 21 Oct 2015 07:28:00 GMT'), headerText),
    cookie: headerText,
    'access-control-request-method': fc.constantFrom('GET', 'POST', 'DELETE', 'PROPFIND'),
  },
  { requiredKeys: [] },
)

const badAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'Basic YWRtaW46YWRtaW4=', 'bearer'),
  headerText.map((text) => `Bearer ${text}`),
  headerText,
  fc.integer({ min: 1_000, max: 6_000 }).map((length) => `Bearer ${'A'.repeat(length)}`),
)

/** No Authorization header (one time in three), or a value that must never open an admin route. */
export const noOrBadAuthorization = fc.option(badAuthorization, { nil: undefined, freq: 3 })

/** A path no route knows, under any method. */
const unknownPath = fc.constantFrom(...METHODS).map((method): FuzzTarget => ({ method, url: '/*' }))

/** One of the routes, now and then a path that none of them knows. */
export const anyTarget = (targets: FuzzTarget[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...targets), weight: 9 }, { arbitrary: unknownPath, weight: 1 })

/** A request to a target, its params filled in, with a body from `body`, random headers and `authorization`. */
export function fuzzRequest(
  target: fc.Arbitrary<FuzzTarget>,
  body: (target: FuzzTarget) => fc.Arbitrary<FuzzBody>,
  authorization: fc.Arbitrary<string | undefined>,
) {
  // Node's client writes a HEAD body without framing: the server would see a broken stream, not a request.
  const bodyOf = (target: FuzzTarget) => (target.method === 'HEAD' ? fc.constant<FuzzBody>({}) : body(target))
  return target.chain((target) =>
    fc.record({ url: concreteUrl(target.url), body: bodyOf(target), headers: randomHeaders, authorization }).map(
      ({ url, body, headers, authorization }): FuzzRequest => ({
        method: target.method,
        url,
        headers: {
          ...headers,
          ...(body.type === undefined ? {} : { 'content-type': body.type }),
          ...(authorization === undefined ? {} : { authorization }),
        },
        body: body.body,
      }),
    ),
  )
}
