import { TOKEN_STORAGE_KEY, messages, type ApiError, type FieldIssue } from '@site/contracts'
import { siteFetch } from './render-scope'
import { keepUnsavedChange } from './unsaved-change'

/** A failed call, carrying the server's Portuguese message and per-field issues when it sent them. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** `reason`: the server's words for why the session ended (account disabled, sessions ended, signed out). */
type UnauthorizedListener = (reason: string) => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** The admin area subscribes here: any 401 on an authenticated call ends the session, with the server's reason. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The admin token; none while a page is drawn on the server. */
export const getToken = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY))
export const setToken = (token: string): void => localStorage.setItem(TOKEN_STORAGE_KEY, token)
export const clearToken = (): void => localStorage.removeItem(TOKEN_STORAGE_KEY)

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** Send the stored admin token as a Bearer header. */
  auth?: boolean
  signal?: AbortSignal
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null
  const message = body?.mensagem ?? body?.message ?? messages.common.unexpected
  return new ApiRequestError(response.status, message, body?.issues ?? [])
}

function handleUnauthorized(error: ApiRequestError, auth: boolean | undefined) {
  if (error.status === 401 && auth) {
    clearToken()
    unauthorizedListeners.forEach((listener) => listener(error.message))
  }
}

/** A JSON save refused with 401 is kept (unsaved-change.ts), so the session's end does not lose the work. */
function keepRefusedSave(path: string, options: RequestOptions, error: ApiRequestError) {
  const { method = 'GET', body } = options
  if (error.status !== 401 || !options.auth || method === 'GET' || body === undefined || isFile(body)) return
  const page = typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`
  keepUnsavedChange({ method, path, body, page, at: new Date().toISOString(), reason: error.message })
}

/** A file sent as it is (a spreadsheet to import): its bytes are the body. */
const isFile = (body: unknown): body is Blob => typeof Blob !== 'undefined' && body instanceof Blob

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept }
  if (options.body !== undefined) headers['content-type'] = isFile(options.body) ? 'application/octet-stream' : 'application/json'
  const token = options.auth ? getToken() : null
  if (token) headers.authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await siteFetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isFile(options.body) ? options.body : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiRequestError(0, messages.common.serviceUnavailable)
  }
  if (!response.ok) {
    const error = await readError(response)
    keepRefusedSave(path, options, error)
    handleUnauthorized(error, options.auth)
    throw error
  }
  return response
}

/** The only place that makes JSON calls to the server. Throws ApiRequestError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json')
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** A file the server builds (a CSV export), with the name it suggests. Throws ApiRequestError on any failure. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(path, options, '*/*')
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'arquivo'
  return { blob: await response.blob(), fileName }
}

/**
 * An authenticated file as a Blob (an attachment to preview). The token travels in the header, never in a URL, so
 * the page shows the bytes through a blob: URL made from this answer.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send(path, { auth: true, signal }, '*/*')).blob()
}

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  options: Pick<RequestOptions, 'auth'> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.setRequestHeader('accept', 'application/json')
    const token = options.auth ? getToken() : null
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new ApiRequestError(0, messages.common.serviceUnavailable))
    xhr.onload = () => {
      const body = xhr.response as (Partial<ApiError> & T) | null
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T)
      const message = body?.mensagem ?? body?.message ?? messages.common.unexpected
      const error = new ApiRequestError(xhr.status, message, body?.issues ?? [])
      handleUnauthorized(error, options.auth)
      reject(error)
    }
    xhr.send(form)
  })
}
