/**
 * Lighthouse on another site beside ours, page by page and back to back (each of our pages, then the same path on
 * the other site), so both meet the same machine load: BENCH_REFERENCE_URL names the other site, e.g. the old site's
 * build served as static files. Mobile only, as the issue that asked for the comparison measured it.
 */
import { formatTable } from '../../server/bench/output.ts'
import { auditPages, type FormFactor, type LighthouseScores } from './lighthouse.ts'

export interface PageComparison {
  path: string
  ours: LighthouseScores
  reference: LighthouseScores
}

/** Ours in every form factor (for the budgets) and the reference on mobile, page after page. */
export async function auditBesideReference(
  baseUrl: string,
  referenceUrl: string,
  paths: string[],
  formFactors: FormFactor[],
  runs: number,
): Promise<{ ours: LighthouseScores[]; comparisons: PageComparison[] }> {
  const ours: LighthouseScores[] = []
  const comparisons: PageComparison[] = []
  for (const path of paths) {
    const ourRows = await auditPages(baseUrl, [path], formFactors, runs)
    const [reference] = await auditPages(referenceUrl, [path], ['mobile'], runs)
    ours.push(...ourRows)
    const ourMobile = ourRows.find((row) => row.formFactor === 'mobile')
    if (ourMobile && reference) comparisons.push({ path, ours: ourMobile, reference })
  }
  return { ours, comparisons }
}

const columns = (row: LighthouseScores) => [
  String(row.performance),
  `${(row.firstContentfulPaintMs / 1000).toFixed(2)} s`,
  `${(row.largestContentfulPaintMs / 1000).toFixed(2)} s`,
  `${row.totalBlockingTimeMs} ms`,
  `${(row.scriptTransferBytes / 1000).toFixed(1)} KB`,
]

export function formatComparison(comparisons: PageComparison[]): string {
  const measures = ['desempenho', 'FCP', 'LCP', 'TBT', 'JS']
  const header = ['página', ...measures.map((measure) => `referência ${measure}`), ...measures.map((measure) => `nosso ${measure}`)]
  return formatTable(
    header,
    comparisons.map(({ path, ours, reference }) => [path, ...columns(reference), ...columns(ours)]),
  )
}
