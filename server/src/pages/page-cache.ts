/**
 * Promises kept by key, so a key asked for twice at once is made once. A promise that fails, or gives null
 * (nothing was made), is not kept: the next call tries again. An entry lives `ttlMs` at most when given (else until
 * pushed out or cleared), and beyond `maxEntries` the earliest made go first (queries make addresses without end).
 *
 * The pages drawn on the server are kept in one until content may have changed: any change made through this
 * server empties it at once, and `ttlMs` covers what changes without a request here (another instance's change, an
 * article whose publication time comes, a lecture whose registration closes). The compressed pages are another.
 */
export class PageCache<T> {
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<T> }>()

  constructor(
    private readonly options: { maxEntries: number; ttlMs?: number; now?: () => number },
  ) {}

  get size(): number {
    return this.#entries.size
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)()
    const entry = this.#entries.get(key)
    if (entry && entry.expiresAt > now) return entry.value
    this.#entries.delete(key)
    const value = make()
    this.#entries.set(key, { expiresAt: now + (this.options.ttlMs ?? Infinity), value })
    value.then(
      (made) => made === null && this.#forget(key, value),
      () => this.#forget(key, value),
    )
    if (this.#entries.size > this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    return value
  }

  clear(): void {
    this.#entries.clear()
  }

  #forget(key: string, value: Promise<T>) {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key)
  }
}
