import autocannon, { type RequestParams, type Result } from 'autocannon'

export interface Scenario {
  /** Key in bench.json. */
  id: string
  /** Row label in the printed table. */
  label: string
  connections: number
  /** Any other status counts as an error. */
  expectedStatus: number
  /** Called for every request, so each one can carry a random code or a unique payload. */
  nextRequest: () => RequestParams
}

export interface LoadSettings {
  durationSeconds: number
  warmupSeconds: number
}

export interface ScenarioResult {
  label: string
  connections: number
  requestsPerSecond: number
  requests: number
  /** p97.5 bounds the p95 from above: autocannon's histogram has no p95. */
  latencyMs: { p50: number; p97_5: number; p99: number; max: number }
  /** Connection errors, timeouts and answers other than the expected status. */
  errors: number
  statusCodes: Record<string, number>
}

/** Warm-up first (not counted), then the measured run, against `baseUrl`. */
export async function runScenario(baseUrl: string, scenario: Scenario, settings: LoadSettings): Promise<ScenarioResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: scenario.connections,
    duration: settings.durationSeconds,
    timeout: 10,
    warmup:
      settings.warmupSeconds > 0 ? { connections: scenario.connections, duration: settings.warmupSeconds } : undefined,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.nextRequest() }) }],
  })
  return summarize(scenario, result)
}

function summarize(scenario: Scenario, result: Result): ScenarioResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  )
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0)
  const unexpected = answered - (statusCodes[String(scenario.expectedStatus)] ?? 0)
  return {
    label: scenario.label,
    connections: scenario.connections,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.latency.totalCount,
    latencyMs: { p50: result.latency.p50 ?? 0, p97_5: result.latency.p97_5 ?? 0, p99: result.latency.p99 ?? 0, max: result.latency.max },
    errors: result.errors + unexpected,
    statusCodes,
  }
}

/** One request before a run, so a missing route or a seeding problem is reported instead of measured. */
export async function probe(baseUrl: string, scenario: Scenario): Promise<void> {
  const { method = 'GET', path = '/', headers, body } = scenario.nextRequest()
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
  if (response.status !== scenario.expectedStatus) {
    const text = (await response.text()).slice(0, 300)
    throw new Error(`${scenario.label}: ${method} ${path} respondeu ${response.status}, esperado ${scenario.expectedStatus}: ${text}`)
  }
}
