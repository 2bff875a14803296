/**
 * Pages drawn on the server, kept until content may have changed: any change made through this server empties it
 * at once, and an entry lives `ttlMs` at most, for what changes without a request here (another instance's
 * change, an article whose publication time comes, a lecture whose registration closes). A key asked twice at
 * once is drawn once. Beyond `maxEntries` the earliest made go first (queries make addresses without end).
 */
export class PageCache<T> {
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<T> }>()

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)()
    const entry = this.#entries.get(key)
    if (entry && entry.expiresAt > now) return entry.value
    this.#entries.delete(key)
    const value = make()
    this.#entries.set(key, { expiresAt: now + this.options.ttlMs, value })
    // A page that failed is not kept: the next visit tries again.
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
