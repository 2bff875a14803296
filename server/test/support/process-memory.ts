/** Resident memory of a spawned server while a test loads it, read from /proc (Linux). */
import { readFileSync, writeFileSync } from 'node:fs'
import { treeRssKb } from '../../bench/server-process.ts'

export interface MemoryPeaks {
  /** RSS of the server and its child processes (PostgreSQL excluded) when the watch began. */
  startKb: number
  /** The highest of the samples taken while the load ran. */
  sampledPeakKb: number
  /**
   * The kernel's high-water mark of the server process since the watch began (VmHWM, reset through clear_refs):
   * it can catch a peak between two samples. Undefined where the kernel refused the reset.
   */
  highWaterKb: number | undefined
}

const highWaterKb = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

/** Samples the RSS of `pid` and its children every `intervalMs` until `stop()`. */
export function watchMemory(pid: number, intervalMs = 50) {
  let highWaterReset = true
  try {
    // 5: reset the peak to the current RSS, so the start-up peak does not count.
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
      return { startKb, sampledPeakKb, highWaterKb: highWaterReset ? highWaterKb(pid) : undefined }
    },
  }
}
