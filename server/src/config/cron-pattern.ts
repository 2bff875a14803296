import { SITE_TIME_ZONE } from '@site/contracts'
import { Cron } from 'croner'

/** Whether `pattern` is a cron expression croner accepts (5 fields, or 6 with seconds), read in Brasília time. */
export function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { timezone: SITE_TIME_ZONE, paused: true }).stop()
    return true
  } catch {
    return false
  }
}
