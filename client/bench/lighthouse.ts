import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'

export interface LighthouseScores {
  path: string
  formFactor: 'mobile' | 'desktop'
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Lighthouse's default mobile run (simulated slow 4G and a mid-range phone) or its desktop preset. */
async function auditOnce(url: string, port: number, formFactor: 'mobile' | 'desktop') {
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    config,
  )
  const categories = result?.lhr.categories
  if (!categories) throw new Error(`Lighthouse não auditou ${url}`)
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
  }
}

/** Median of `runs` audits of each path, using the system Chromium. */
export async function auditPages(
  baseUrl: string,
  paths: string[],
  formFactor: 'mobile' | 'desktop',
  runs: number,
): Promise<LighthouseScores[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const results: LighthouseScores[] = []
    for (const path of paths) {
      const audits = []
      for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(`${baseUrl}${path}`, chrome.port, formFactor))
      results.push({
        path,
        formFactor,
        performance: median(audits.map((audit) => audit.performance)),
        accessibility: median(audits.map((audit) => audit.accessibility)),
        bestPractices: median(audits.map((audit) => audit.bestPractices)),
        seo: median(audits.map((audit) => audit.seo)),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
