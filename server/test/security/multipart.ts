/**
 * multipart/form-data bodies written byte by byte. supertest's `attach` keeps only the last segment of a file name,
 * so names with paths, NUL or quotes, and broken bodies, can only be sent this way.
 */
const CRLF = '\r\n'

export interface MultipartPart {
  name: string
  /** Set for a file part: the name exactly as it goes on the wire. */
  filename?: string
  contentType?: string
  content: string | Uint8Array
}

export const MULTIPART_BOUNDARY = 'fundacao-teste-7d1f'
export const multipartType = (boundary = MULTIPART_BOUNDARY) => `multipart/form-data; boundary=${boundary}`

export function multipartBody(parts: MultipartPart[], boundary = MULTIPART_BOUNDARY): Buffer {
  const chunks = parts.flatMap(({ name, filename, contentType, content }) => {
    const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`
    const type = contentType === undefined ? '' : `Content-Type: ${contentType}${CRLF}`
    const head = `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`
    return [Buffer.from(head), Buffer.from(content), Buffer.from(CRLF)]
  })
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--${CRLF}`)])
}

/** One text part per form field. */
export const fieldParts = (fields: Record<string, string>): MultipartPart[] =>
  Object.entries(fields).map(([name, content]) => ({ name, content }))
