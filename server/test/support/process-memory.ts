/** Resident memory of a spawned server while a test loads it, read from /proc (Linux). */
import { readFileSync, writeFileSync } from 'node:fs'
import { treeRssKb } from '../../bench/server-process.ts'

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) : 0
}

export interface MemoryPeaks {
  /** RSS of the server and its child processes (PostgreSQL excluded), before the load began. */
  startKb: number
  /** The highest of those samples while the load ran. */
  sampledPeakKb: number
  /**
   * The kernel's own high-water mark of the server process (no child), since the watch began: it catches a peak
   * between two samples. Undefined where the kernel refused to reset it.
   */
  highWaterKb: number | undefined
}

/**
 * Samples the RSS of `pid` and its children every `intervalMs` until `stop()`. The kernel's high-water mark is
 * reset first (writing 5 to clear_refs), so the start-up peak of the process does not count.
 */
export function watchMemory(pid: number, intervalMs = 20) {
  let highWaterReset = true
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    highWaterReset = false
  }
  const startKb = treeRssKb(pid).server
  let sampledPeakKb = startKb
  const take = () => {
    sampledPeakKb = Math.max(sampledPeakKb, treeRssKb(pid).server)
  }
  const timer = setInterval(take, intervalMs)
  return {
    stop(): MemoryPeaks {
      clearInterval(timer)
      take()
      return { startKb, sampledPeakKb, highWaterKb: highWaterReset ? statusKb(pid, 'VmHWM') : undefined }
    },
  }
}
