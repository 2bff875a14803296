import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'

export type FormFactor = 'mobile' | 'desktop'

export interface LighthouseScores {
  path: string
  formFactor: FormFactor
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Bytes the page transferred, and the same without audio and video (the hero video streams on its own). */
  transferBytes: number
  transferBytesWithoutMedia: number
  /** Bytes of JavaScript the page transferred (compressed, as sent). */
  scriptTransferBytes: number
  /** Total blocking time, first contentful paint and largest contentful paint, in milliseconds. */
  totalBlockingTimeMs: number
  firstContentfulPaintMs: number
  largestContentfulPaintMs: number
}

type Audit = Omit<LighthouseScores, 'path' | 'formFactor'>

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
const milliseconds = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, audit: string) =>
  Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

/**
 * BENCH_KEEP_REPORTS: a folder where each run's report (JSON) and trace are kept, to see what each long task was
 * (open the trace in Chromium's Performance panel).
 */
function keepReport(url: string, formFactor: FormFactor, report: unknown, trace: unknown) {
  const folder = process.env.BENCH_KEEP_REPORTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  // The host too: BENCH_REFERENCE_URL's runs land beside ours.
  const name = `${formFactor}-${`${new URL(url).host}${new URL(url).pathname}`.replace(/[^\w]+/g, '_')}-${new Date().toISOString().replace(/[:.]/g, '-')}`
  writeFileSync(path.join(folder, `${name}.report.json`), JSON.stringify(report))
  // A run that failed (the page painted nothing, say) has no trace.
  if (trace) writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(trace))
}

/** Lighthouse's default mobile run (simulated slow 4G and a mid-range phone) or its desktop preset. */
async function auditOnce(url: string, port: number, formFactor: FormFactor): Promise<Audit> {
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    config,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse não auditou ${url}`)
  keepReport(url, formFactor, lhr, result.artifacts.Trace)
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [])
  const transferred = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    transferBytes: transferred(requests),
    transferBytesWithoutMedia: transferred(requests.filter((item) => item.resourceType !== 'Media')),
    scriptTransferBytes: transferred(requests.filter((item) => item.resourceType === 'Script')),
    totalBlockingTimeMs: milliseconds(lhr, 'total-blocking-time'),
    firstContentfulPaintMs: milliseconds(lhr, 'first-contentful-paint'),
    largestContentfulPaintMs: milliseconds(lhr, 'largest-contentful-paint'),
  }
}

/** Median of `runs` audits of each path in each form factor, using the system Chromium. */
export async function auditPages(
  baseUrl: string,
  paths: string[],
  formFactors: FormFactor[],
  runs: number,
): Promise<LighthouseScores[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const results: LighthouseScores[] = []
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const audits: Audit[] = []
        for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(`${baseUrl}${path}`, chrome.port, formFactor))
        // Each figure is the median of its own runs.
        const medians = Object.fromEntries(
          (Object.keys(audits[0]!) as (keyof Audit)[]).map((key) => [key, median(audits.map((audit) => audit[key]))]),
        ) as Audit
        results.push({ path, formFactor, ...medians })
        console.log(`  ${formFactor} ${path}: desempenho ${medians.performance}, TBT ${medians.totalBlockingTimeMs} ms`)
      }
    }
    return results
  } finally {
    chrome.kill()
  }
}
