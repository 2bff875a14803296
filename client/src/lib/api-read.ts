import { siteFetch } from './render-scope'

/**
 * A public read whose failure the page does not report (the footer's contacts): the JSON answer, or `fallback` when
 * the call fails in any way. The one call beside api-client.ts: it names no message, so the home's first load, which
 * makes only this call, does not download the message catalogue that api-client.ts brings.
 */
export async function apiReadOr<T>(path: string, fallback: T): Promise<T> {
  try {
    const response = await siteFetch(path, { headers: { accept: 'application/json' } })
    return response.ok ? ((await response.json()) as T) : fallback
  } catch {
    return fallback
  }
}
