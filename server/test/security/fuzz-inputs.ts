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
import { fullwidth, INVISIBLE, lookalikes } from '../support/disguises.ts'
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

/**
 * Values at and past the limits of each type a field may hold: PostgreSQL's int4 and JavaScript's numbers, texts
 * that are not numbers, dates PostgreSQL or Date cannot hold or nobody means, times past the day, the text lengths
 * the schemas allow and one more. None is a run of eleven digits, which the log check would read as a CPF or phone
 * once it is in a URL (see the top of this file).
 */
const NUMBER_LIMITS: unknown[] = [
  ...[2_147_483_647, 2_147_483_648, -1, 0, 10_001, 1.5, 1e20, Number.MAX_SAFE_INTEGER + 2],
  ...['2147483648', '1e20', '0x10', 'NaN', 'Infinity'],
]
const DATE_LIMITS = [
  ...['0000-01-01', '1999-12-31', '2000-01-01', '2025-02-29', '9999-12-31', '275760-09-13', '+275760-09-13'],
  ...['00:00', '23:59', '24:00', '23:60'],
]
/**
 * Lengths at and past the schemas' maximums (codes 64, texts 300, links 2000) and past the form's field size, and
 * 300 characters that NFKC makes 5400 long (the stored keys are computed from that form).
 */
const LENGTH_LIMITS = [...[64, 65, 300, 301, 2_001, 90_000].map((length) => 'x'.repeat(length)), '\ufdfa'.repeat(300)]
/** What any field may receive instead of its type: a number past int4 and past a double's integers, nothing, more. */
const OTHER_TYPES: unknown[] = [2_147_483_648, -1, 1e20, null, true, [], {}, '']

/** Limit values short enough for a path segment or a query string. */
const SHORT_LIMIT_VALUES = [...NUMBER_LIMITS, ...DATE_LIMITS]

/** The limits of the field's own type (told by its valid value), plus other types and lengths for every field. */
const limitValuesFor = (valid: unknown): unknown[] => {
  const text = String(valid)
  const own = typeof valid === 'number' || /^\d+$/.test(text) ? NUMBER_LIMITS : /^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/.test(text) ? DATE_LIMITS : []
  return [...own, ...OTHER_TYPES, ...LENGTH_LIMITS]
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The path parameter of a route that names an existing record, so the call gets past its 404 to the body. */
export type ValidParam = (url: string) => string

/** Path parameters and wildcards ("/eventos/:id", "/assets/*", and "*" for CORS preflights). */
const PARAMS = /:[A-Za-z]+|\*/g
const hasParams = (url: string) => /:[A-Za-z]|\*/.test(url)
const withLeadingSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`)

/** A valid file for each file field, so a form reaches the validation of its text fields. */
const validFiles = (form: Form): MultipartPart[] =>
  form.fileFields.map((name) => ({ name, filename: `${name}.pdf`, contentType: 'application/pdf', content: PDF }))

/** A call of `target` with `param` in its path and its valid body with `changes`. */
function call(target: FuzzTarget, authorization: string, param: string, changes: Record<string, unknown> = {}): FuzzRequest {
  const url = withLeadingSlash(target.url.replace(PARAMS, encodeURIComponent(param)))
  const headers = { authorization }
  if (target.multipart) {
    const fields = { ...target.multipart.fields, ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, asText(value)])) }
    const parts = [...fieldParts(fields), ...validFiles(target.multipart)]
    return { method: target.method, url, headers: { ...headers, 'content-type': multipartType() }, body: multipartBody(parts) }
  }
  if (target.validBody) {
    const body = Buffer.from(JSON.stringify({ ...target.validBody, ...changes }))
    return { method: target.method, url, headers: { ...headers, 'content-type': 'application/json' }, body }
  }
  return { method: target.method, url, headers }
}

const fieldsOf = (target: FuzzTarget): [string, unknown][] => Object.entries(target.multipart?.fields ?? target.validBody ?? {})

/**
 * Every route, each input in turn set to each limit value, the rest valid: every JSON and form field, every path
 * parameter, and a query string for the routes that read none of these. Walked whole, not sampled (HEAD runs the
 * GET handler, so it is left to the random fuzz); the deletions come last, so the other calls still find the
 * records they name.
 */
export function limitRequests(targets: FuzzTarget[], authorization: string, validParam: ValidParam): FuzzRequest[] {
  const deletionsLast = (a: FuzzTarget, b: FuzzTarget) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE')
  return targets
    .filter((target) => target.url !== '/*' && target.method !== 'HEAD')
    .sort(deletionsLast)
    .flatMap((target) => {
      const param = validParam(target.url)
      const inFields = fieldsOf(target).flatMap(([field, valid]) => {
        // A form sends text only: 2147483648 and "2147483648" are the same value there.
        const values = target.multipart ? [...new Set(limitValuesFor(valid).map(asText))] : limitValuesFor(valid)
        return values.map((value) => call(target, authorization, param, { [field]: value }))
      })
      const inPath = hasParams(target.url) ? SHORT_LIMIT_VALUES.map((value) => call(target, authorization, asText(value))) : []
      if (inFields.length + inPath.length > 0) return [...inFields, ...inPath]
      // A route that reads no input gets them all at once, each under the names a query might use.
      const query = new URLSearchParams(
        SHORT_LIMIT_VALUES.flatMap((value) => ['id', 'data', 'horas'].map((name): [string, string] => [name, asText(value)])),
      )
      return [{ method: target.method, url: `${withLeadingSlash(target.url)}?${query}`, headers: { authorization } }]
    })
}

/** `text` as it may arrive disguised: invisible characters in it or instead of it, fullwidth, look-alike letters. */
const disguised = (text: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...INVISIBLE)), { minLength: 1, maxLength: 4 })
      .map((marks) => marks.reduce((result, [at, mark]) => `${result.slice(0, at)}${mark}${result.slice(at)}`, text)),
    fc.array(fc.constantFrom(...INVISIBLE, ' '), { minLength: 1, maxLength: 6 }).map((marks) => marks.join('')),
    fc.constant(fullwidth(text)),
    fc.constant(lookalikes(text)),
    fc.constant(`${INVISIBLE.join('')}${lookalikes(fullwidth(text))}`),
  )

/** A valid call of any route with one of its text inputs, a field or the path parameter, disguised. */
export function disguisedRequest(targets: FuzzTarget[], authorization: string, validParam: ValidParam): fc.Arbitrary<FuzzRequest> {
  const inputs = targets
    .filter((target) => target.url !== '/*' && target.method !== 'HEAD')
    .flatMap((target) => [
      ...fieldsOf(target)
        .filter(([, value]) => typeof value === 'string')
        .map(([field, value]) => ({ target, field, value: value as string })),
      ...(hasParams(target.url) ? [{ target, field: undefined, value: validParam(target.url) }] : []),
    ])
  return fc.constantFrom(...inputs).chain(({ target, field, value }) =>
    disguised(value).map((text) =>
      field === undefined
        ? call(target, authorization, text)
        : call(target, authorization, validParam(target.url), { [field]: text }),
    ),
  )
}
