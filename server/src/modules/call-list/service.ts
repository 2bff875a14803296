import { messages, type CallList } from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { AppError } from '../../errors.ts'
import { ROOT_DIR } from '../../root-dir.ts'
import { CallListFormatError, parseCallList } from './parser.ts'

/** The invented 2025 list served when CALL_LIST_URL is unset (default run, demos, tests). */
export const SAMPLE_CALL_LIST_PATH = path.join(ROOT_DIR, 'server', 'sample-data', 'chamada-2025.txt')

export const CALL_LIST_TIMEOUT_MS = 5_000
/** A real list is a few hundred rows; anything far bigger is not what we expect. */
const MAX_BODY_CHARS = 5 * 1024 * 1024
/** After a failed refresh the last good copy is served for this long before the source is tried again. */
const RETRY_AFTER_FAILURE_MS = 30_000

export type FetchFunction = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{
  ok: boolean
  status: number
  headers: { get(name: string): string | null }
  text(): Promise<string>
}>

export interface CallListOptions {
  /** Replaces global fetch (tests). */
  fetch?: FetchFunction
  timeoutMs?: number
  /** Replaces the shipped sample file. */
  samplePath?: string
}

export interface CallListSourceSettings extends CallListOptions {
  url?: string
  cacheSeconds: number
  log: FastifyBaseLogger
}

const unavailable = () => new AppError(503, messages.callList.loadFailed)

/** Why a refresh failed, safe to log: no URL (it may carry a key), no body. */
function failureReason(error: unknown): string {
  if (error instanceof CallListFormatError) return error.message
  const { name, code } = (error ?? {}) as { name?: string; code?: string }
  return [name, code].filter(Boolean).join(' ') || 'unknown'
}

/**
 * The call list, read from CALL_LIST_URL (or the sample), cached for CALL_LIST_CACHE_SECONDS. When the source
 * fails, the last good copy keeps being served; with no good copy at all the caller gets 503.
 */
export class CallListSource {
  private cached: { list: CallList; expiresAt: number } | undefined
  private refreshing: Promise<CallList> | undefined

  constructor(private readonly settings: CallListSourceSettings) {}

  async get(): Promise<CallList> {
    if (this.cached && Date.now() < this.cached.expiresAt) return this.cached.list
    // Concurrent requests share one refresh instead of each calling the source.
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined
    })
    return this.refreshing
  }

  private async refresh(): Promise<CallList> {
    const { url, cacheSeconds, log } = this.settings
    try {
      const body = url ? await this.download(url) : await readFile(this.settings.samplePath ?? SAMPLE_CALL_LIST_PATH, 'utf8')
      const list: CallList = { ...parseCallList(body), atualizadoEm: new Date().toISOString() }
      // The shipped sample never changes while the server runs.
      this.cached = { list, expiresAt: url ? Date.now() + cacheSeconds * 1000 : Number.POSITIVE_INFINITY }
      log.debug({ rows: list.rows.length, source: url ? 'url' : 'sample' }, 'call list loaded')
      return list
    } catch (error) {
      log.warn({ reason: failureReason(error), hasCopy: Boolean(this.cached) }, 'call list: source failed')
      if (!this.cached) throw unavailable()
      this.cached.expiresAt = Date.now() + Math.min(RETRY_AFTER_FAILURE_MS, cacheSeconds * 1000)
      return this.cached.list
    }
  }

  private async download(url: string): Promise<string> {
    const fetchFn: FetchFunction = this.settings.fetch ?? fetch
    const response = await fetchFn(url, {
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? CALL_LIST_TIMEOUT_MS),
      headers: { accept: 'text/plain, application/json, */*' },
    })
    if (!response.ok) throw new CallListFormatError(`HTTP ${response.status}`)
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > MAX_BODY_CHARS) throw new CallListFormatError('body too large')
    const body = await response.text()
    if (body.length > MAX_BODY_CHARS) throw new CallListFormatError('body too large')
    return body
  }
}
