import type { MultipartFile } from '@fastify/multipart'
import { MAX_SUBMISSION_BYTES, messages } from '@site/contracts'
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../errors.ts'
import { rethrowAsClientError } from '../../http/multipart-errors.ts'

export interface DetectedType {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png'
  /** Extensions that may stay on a file of this type; the first one is added when none fits. */
  extensions: readonly string[]
}

const SIGNATURES: { bytes: number[]; type: DetectedType }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mimeType: 'application/pdf', extensions: ['pdf'] } }, // %PDF-
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mimeType: 'image/png', extensions: ['png'] } },
]

/** PDF, JPEG or PNG recognised by the first bytes of the content; the name and declared type are not trusted. */
export function detectFileType(content: Uint8Array): DetectedType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.length <= content.length && bytes.every((byte, i) => content[i] === byte))
  return match?.type ?? null
}

const MAX_NAME_LENGTH = 100

/**
 * A file name safe to store and to attach to a mail: the last path segment only, without control characters or
 * characters that file systems reject, at most 100 characters, ending in an extension that matches the real type.
 */
export function safeFileName(original: string | undefined, type: DetectedType, fallback: string): string {
  const lastSegment = (original ?? '').split(/[/\\]/).pop() ?? ''
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
  const extension = path.extname(name).slice(1).toLowerCase()
  if (/^[a-z0-9]{1,5}$/.test(extension)) name = name.slice(0, -(extension.length + 1))
  const keptExtension = type.extensions.includes(extension) ? extension : type.extensions[0]
  name = name.replace(/^[.\s]+|[.\s]+$/g, '')
  name = Array.from(name).slice(0, MAX_NAME_LENGTH).join('').trim()
  return `${name || fallback}.${keptExtension}`
}

export interface UploadedFile {
  field: string
  fileName: string
  mimeType: DetectedType['mimeType']
  size: number
  /** The temporary file holding the bytes, removed when the request ends. */
  path: string
}

export interface MultipartSubmission {
  fields: Record<string, string>
  files: Map<string, UploadedFile>
}

/** The longest signature: enough bytes to recognise any accepted type. */
const SNIFF_BYTES = Math.max(...SIGNATURES.map(({ bytes }) => bytes.length))

/**
 * Streams one file part to `target`, checking its type on the first bytes and the size of the whole submission
 * as it goes, so a refused file is not read to its end. An empty part has no type.
 */
async function saveFilePart(part: MultipartFile, target: string, received: { bytes: number }, signal: AbortSignal) {
  let size = 0
  let head = Buffer.alloc(0)
  let type: DetectedType | null = null
  const checkType = () => {
    type = detectFileType(head)
    return type ? null : unsupportedMediaType(messages.uploads.unsupportedType)
  }
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      received.bytes += chunk.length
      if (received.bytes > MAX_SUBMISSION_BYTES) return done(payloadTooLarge(messages.uploads.requestTooLarge))
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)])
        if (head.length === SNIFF_BYTES) {
          const refused = checkType()
          if (refused) return done(refused)
        }
      }
      done(null, chunk)
    },
    flush(done) {
      done(size > 0 && head.length < SNIFF_BYTES ? checkType() : null)
    },
  })
  // Busboy stops a file at the per-file limit and flags it; the part is refused there, not at its end.
  const tooLarge = new AbortController()
  part.file.once('limit', () => tooLarge.abort(payloadTooLarge(messages.uploads.tooLarge)))
  const stop = AbortSignal.any([signal, tooLarge.signal])
  try {
    await pipeline(part.file, inspect, createWriteStream(target, { flags: 'wx', mode: 0o600 }), { signal: stop })
  } catch (error) {
    throw stop.aborted ? stop.reason : error
  }
  if (part.file.truncated) throw payloadTooLarge(messages.uploads.tooLarge)
  return { size, type: type as DetectedType | null }
}

async function readParts(request: FastifyRequest, fileFields: readonly string[], dir: string, signal: AbortSignal) {
  const fields = new Map<string, string>()
  const files = new Map<string, UploadedFile>()
  const received = { bytes: 0 }
  let partIndex = 0
  for await (const part of request.parts()) {
    signal.throwIfAborted()
    if (part.type === 'field') {
      if (!fields.has(part.fieldname)) fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value))
      continue
    }
    const expected = fileFields.includes(part.fieldname) && !files.has(part.fieldname)
    if (!expected && part.filename) throw badRequest(messages.uploads.unknownField)
    const target = path.join(dir, String(partIndex++))
    const { size, type } = await saveFilePart(part, target, received, signal)
    if (!part.filename && size === 0) continue
    if (!expected) throw badRequest(messages.uploads.unknownField)
    if (!type) throw unsupportedMediaType(messages.uploads.unsupportedType)
    files.set(part.fieldname, {
      field: part.fieldname,
      fileName: safeFileName(part.filename, type, part.fieldname),
      mimeType: type.mimeType,
      size,
      path: target,
    })
  }
  return { fields: Object.fromEntries(fields), files }
}

/**
 * Reads a multipart body: text fields as strings, files (only `fileFields`, one each) streamed into `dir` and
 * checked. Over 10 MB a file is refused with 413, all files together over 25 MB too; an unknown file field gets
 * 400, content that is not PDF/JPEG/PNG 415, a malformed body 400. A file input left empty (no name, no bytes)
 * counts as absent. When `signal` aborts (the upload is too slow), the file being written stops at once.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  dir: string,
  signal: AbortSignal,
): Promise<MultipartSubmission> {
  if (!request.isMultipart()) throw unsupportedMediaType(messages.common.unsupportedMediaType)
  try {
    return await readParts(request, fileFields, dir, signal)
  } catch (error) {
    rethrowAsClientError(error)
  }
}

export interface FileRule {
  required: boolean
  missing: string
}

type ValidationResult = { value?: unknown; error?: FastifySchemaValidationError[] }

/** The error Fastify raises for an invalid JSON body, so the error handler answers exactly as it does there. */
function validationError(validation: FastifySchemaValidationError[]): FastifyError {
  return Object.assign(new Error(validation[0]?.message ?? messages.common.invalidRequest), {
    name: 'FastifyError',
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation,
    validationContext: 'body' as const,
  })
}

/**
 * Validates the text fields with the contract's schema and the presence of the required files, through the same
 * zod validator the JSON routes use: one 400 lists every problem, fields first, as `issues: [{ campo, mensagem }]`.
 */
export function submissionValidator<T extends z.ZodObject>(fieldsSchema: T, fileRules: Record<string, FileRule>) {
  const presence = Object.fromEntries(
    Object.entries(fileRules)
      .filter(([, rule]) => rule.required)
      .map(([name, rule]) => [name, z.literal(true, { error: rule.missing })]),
  )
  const validate = validatorCompiler({
    schema: fieldsSchema.extend(presence),
    method: 'POST',
    url: '',
    httpPart: 'body',
  }) as (data: unknown) => ValidationResult

  return (submission: MultipartSubmission): z.output<T> => {
    const present = Object.fromEntries([...submission.files.keys()].map((name) => [name, true]))
    const result = validate({ ...submission.fields, ...present })
    if (result.error) throw validationError(result.error)
    const value = { ...(result.value as Record<string, unknown>) }
    for (const name of Object.keys(fileRules)) delete value[name]
    return value as z.output<T>
  }
}
