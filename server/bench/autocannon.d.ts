// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface Request extends RequestParams {
    /** Called before each request is built; returning a falsy value resets the request sequence. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | undefined
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
    warmup?: { connections?: number; duration?: number }
  }

  /** Percentiles are named p2_5, p50, p97_5, p99, ... */
  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number } & Record<
    `p${string}`,
    number
  >

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram & { totalCount: number }
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  export interface Instance extends PromiseLike<Result> {
    on(event: string, listener: (...args: unknown[]) => void): this
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
