import { TOKEN_STORAGE_KEY, messages, type ApiError, type FieldIssue } from '@site/contracts'

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

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** The admin area subscribes here: any 401 on an authenticated call ends the session. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export const getToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY)
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

function handleUnauthorized(status: number, auth: boolean | undefined) {
  if (status === 401 && auth) {
    clearToken()
    unauthorizedListeners.forEach((listener) => listener())
  }
}

/** The only place that makes JSON calls to the server. Throws ApiRequestError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const token = options.auth ? getToken() : null
  if (token) headers.authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiRequestError(0, messages.common.serviceUnavailable)
  }
  if (!response.ok) {
    handleUnauthorized(response.status, options.auth)
    throw await readError(response)
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/**
 * An authenticated file as a Blob (an attachment, a CSV export). The token travels in the header, never in a URL,
 * so the page shows the bytes through a blob: URL made from this answer.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiRequestError(0, messages.common.serviceUnavailable)
  }
  if (!response.ok) {
    handleUnauthorized(response.status, true)
    throw await readError(response)
  }
  return response.blob()
}

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function apiUpload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new ApiRequestError(0, messages.common.serviceUnavailable))
    xhr.onload = () => {
      const body = xhr.response as (Partial<ApiError> & T) | null
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T)
      const message = body?.mensagem ?? body?.message ?? messages.common.unexpected
      reject(new ApiRequestError(xhr.status, message, body?.issues ?? []))
    }
    xhr.send(form)
  })
}
