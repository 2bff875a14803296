/**
 * The budgets `npm run bench:check` enforces on bench-results/ (and, for the bundle alone, `npm test`).
 * Kilobytes are 1,000 bytes, as in Vite's build report.
 */
export const BUDGETS = {
  homeFirstLoadJsGzipBytes: 40_000,
  lighthouseMobilePerformance: 100,
  /** Lighthouse mobile, each audited page: total blocking time, largest paint, JavaScript transferred (compressed). */
  lighthouseMobileTbtMs: 50,
  lighthouseMobileLcpMs: 1_000,
  lighthouseMobileScriptBytes: 40_000,
  /** Accessibility, best practices and SEO, mobile and desktop. */
  lighthouseOtherCategories: 100,
  homeTransferBytesWithoutMedia: 600_000,
  lookupRatio: 0.7,
  /** The admin certificate list's first page (with 100,000 certificates): p99 and bytes on the wire. */
  certificatePageP99Ms: 300,
  certificatePageBytes: 100_000,
  /** A page drawn on the server (GET / and /noticias, 20 connections): p99. */
  serverPageP99Ms: 50,
  /** The site search (20 connections, 2,000 news items): p95, checked on p97.5, which bounds it from above. */
  searchP95Ms: 30,
  /** The built server at rest after start-up (README, "Começar"). */
  serverIdleRssMb: 150,
} as const

/** The pages Lighthouse audits, hence the pages the Lighthouse budgets cover. */
export const AUDITED_PAGES = [
  '/',
  '/noticias',
  '/validador',
  '/ciclo/inscricoes',
  '/programas',
  '/wp-admin',
  // An article of the demo content every fresh database starts with (server/src/db/seed/demo-news.ts).
  '/noticias/ciclo-de-palestras-longevidade-ativa-abre-nova-temporada',
  '/cursos/nef',
  // The site search with results (issue 28).
  '/busca?q=inclusao%20digital',
]

export interface BudgetCheck {
  budget: string
  limit: string
  measured: string
  ok: boolean
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

interface LighthouseRow {
  path: string
  formFactor: 'mobile' | 'desktop'
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  transferBytesWithoutMedia: number
  scriptTransferBytes: number
  totalBlockingTimeMs: number
  largestContentfulPaintMs: number
}

export function bundleChecks(bundle: { homeFirstLoadJs: { gzip: number } }): BudgetCheck[] {
  const gzip = bundle.homeFirstLoadJs.gzip
  return [
    {
      budget: 'JS da primeira carga da página inicial (gzip)',
      limit: `≤ ${kb(BUDGETS.homeFirstLoadJsGzipBytes)}`,
      measured: kb(gzip),
      ok: gzip <= BUDGETS.homeFirstLoadJsGzipBytes,
    },
  ]
}

const mobileChecks = (label: string, row: LighthouseRow): BudgetCheck[] => [
  {
    budget: `${label}: desempenho`,
    limit: `≥ ${BUDGETS.lighthouseMobilePerformance}`,
    measured: String(row.performance),
    ok: row.performance >= BUDGETS.lighthouseMobilePerformance,
  },
  {
    budget: `${label}: TBT`,
    limit: `≤ ${BUDGETS.lighthouseMobileTbtMs} ms`,
    measured: `${row.totalBlockingTimeMs} ms`,
    ok: row.totalBlockingTimeMs <= BUDGETS.lighthouseMobileTbtMs,
  },
  {
    budget: `${label}: LCP`,
    limit: `≤ ${BUDGETS.lighthouseMobileLcpMs} ms`,
    measured: `${row.largestContentfulPaintMs} ms`,
    ok: row.largestContentfulPaintMs <= BUDGETS.lighthouseMobileLcpMs,
  },
  {
    budget: `${label}: JS transferido`,
    limit: `≤ ${kb(BUDGETS.lighthouseMobileScriptBytes)}`,
    measured: kb(row.scriptTransferBytes),
    ok: row.scriptTransferBytes <= BUDGETS.lighthouseMobileScriptBytes,
  },
]

export function lighthouseChecks(rows: LighthouseRow[]): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const path of AUDITED_PAGES) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const row = rows.find((candidate) => candidate.path === path && candidate.formFactor === formFactor)
      const label = `Lighthouse ${formFactor} ${path}`
      if (!row) {
        checks.push({ budget: label, limit: 'auditada', measured: 'ausente', ok: false })
        continue
      }
      if (formFactor === 'mobile') checks.push(...mobileChecks(label, row))
      const others = { acessibilidade: row.accessibility, 'boas práticas': row.bestPractices, SEO: row.seo }
      const misses = Object.entries(others).filter(([, value]) => value < BUDGETS.lighthouseOtherCategories)
      checks.push({
        budget: `${label}: acessibilidade, boas práticas, SEO`,
        limit: String(BUDGETS.lighthouseOtherCategories),
        measured: misses.length === 0 ? 'todas 100' : misses.map(([name, value]) => `${name} ${value}`).join(', '),
        ok: misses.length === 0,
      })
    }
  }
  const home = rows.find((row) => row.path === '/' && row.formFactor === 'mobile')
  checks.push({
    budget: 'Transferência da página inicial (sem vídeo, mobile)',
    limit: `< ${kb(BUDGETS.homeTransferBytesWithoutMedia)}`,
    measured: home ? kb(home.transferBytesWithoutMedia) : 'ausente',
    ok: !!home && home.transferBytesWithoutMedia < BUDGETS.homeTransferBytesWithoutMedia,
  })
  return checks
}

interface ApiResults {
  lookupRatio: number
  scenarios: Record<string, { latencyMs: { p97_5?: number; p99: number } }>
  certificateAdmin: { firstPageBytes: number }
  idleRssMb?: number
}

const serverPageCheck = (api: ApiResults, id: string, label: string): BudgetCheck => {
  const p99 = api.scenarios[id]?.latencyMs.p99
  return {
    budget: `${label} (p99)`,
    limit: `≤ ${BUDGETS.serverPageP99Ms} ms`,
    measured: p99 === undefined ? 'ausente' : `${p99} ms`,
    ok: p99 !== undefined && p99 <= BUDGETS.serverPageP99Ms,
  }
}

function searchCheck(api: ApiResults): BudgetCheck {
  const p97 = api.scenarios.search?.latencyMs.p97_5
  return {
    budget: 'GET /api/busca, 2.000 notícias (p95, medido como p97,5)',
    limit: `≤ ${BUDGETS.searchP95Ms} ms`,
    measured: p97 === undefined ? 'ausente' : `${p97} ms`,
    ok: p97 !== undefined && p97 <= BUDGETS.searchP95Ms,
  }
}

export function apiChecks(api: ApiResults): BudgetCheck[] {
  const pageP99 = api.scenarios.certificatePage?.latencyMs.p99
  return [
    serverPageCheck(api, 'homePage', 'GET /, página desenhada no servidor'),
    serverPageCheck(api, 'newsPage', 'GET /noticias, página desenhada no servidor'),
    searchCheck(api),
    {
      budget: 'GET /certificados, primeira página (p99)',
      limit: `≤ ${BUDGETS.certificatePageP99Ms} ms`,
      measured: pageP99 === undefined ? 'ausente' : `${pageP99} ms`,
      ok: pageP99 !== undefined && pageP99 <= BUDGETS.certificatePageP99Ms,
    },
    {
      budget: 'GET /certificados, primeira página (bytes)',
      limit: `≤ ${kb(BUDGETS.certificatePageBytes)}`,
      measured: kb(api.certificateAdmin.firstPageBytes),
      ok: api.certificateAdmin.firstPageBytes <= BUDGETS.certificatePageBytes,
    },
    {
      budget: 'Memória do servidor em repouso (RSS)',
      limit: `≤ ${BUDGETS.serverIdleRssMb} MB`,
      measured: api.idleRssMb === undefined ? 'ausente' : `${api.idleRssMb} MB`,
      ok: api.idleRssMb !== undefined && api.idleRssMb <= BUDGETS.serverIdleRssMb,
    },
    {
      budget: 'GET /certificado/:codigo ÷ referência (req/s)',
      limit: `≥ ${BUDGETS.lookupRatio}`,
      measured: api.lookupRatio.toFixed(2),
      ok: api.lookupRatio >= BUDGETS.lookupRatio,
    },
  ]
}
