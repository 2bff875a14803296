import { messages } from '@site/contracts'
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import path from 'node:path'
import { z } from 'zod'
import { AppError, badRequest, unsupportedMediaType } from '../../errors.ts'

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
  content: Buffer
}

export interface MultipartSubmission {
  fields: Record<string, string>
  files: Map<string, UploadedFile>
}

/**
 * Reads a multipart body: text fields as strings, files (only `fileFields`, one each) as checked buffers.
 * Over 10 MB throws FST_REQ_FILE_TOO_LARGE (413), an unknown file field 400, content that is not
 * PDF/JPEG/PNG 415, a malformed body 400. A file input left empty (no name, no bytes) counts as absent.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartSubmission> {
  if (!request.isMultipart()) throw unsupportedMediaType(messages.common.unsupportedMediaType)
  const fields = new Map<string, string>()
  const files = new Map<string, UploadedFile>()
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value))
        continue
      }
      const content = await part.toBuffer()
      if (!part.filename && content.length === 0) continue
      if (!fileFields.includes(part.fieldname) || files.has(part.fieldname)) throw badRequest(messages.uploads.unknownField)
      const type = detectFileType(content)
      if (!type) throw unsupportedMediaType(messages.uploads.unsupportedType)
      files.set(part.fieldname, {
        field: part.fieldname,
        fileName: safeFileName(part.filename, type, part.fieldname),
        mimeType: type.mimeType,
        size: content.length,
        content,
      })
    }
  } catch (error) {
    // The parser reports a broken body (no boundary, cut short) as a plain Error, without a code.
    if (error instanceof AppError || (error as Partial<FastifyError>).code) throw error
    throw badRequest(messages.common.invalidRequest)
  }
  return { fields: Object.fromEntries(fields), files }
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
