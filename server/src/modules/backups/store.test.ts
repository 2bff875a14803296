/** Rotation of BACKUP_DIR: which archives BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY keep. */
import type { BackupOrigin } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { archivesToDelete, type StoredArchive } from './store.ts'

const DAY_MS = 86_400_000
const NOW = new Date('2026-11-30T12:00:00Z')

/** A scheduled archive taken at 02:00 in Brasília `daysAgo` days before NOW, whose drill passed unless told. */
function archive(daysAgo: number, options: { hour?: number; drill?: boolean | 'pending'; origin?: BackupOrigin } = {}): StoredArchive {
  const createdAt = new Date(Date.parse('2026-11-30T05:00:00Z') - daysAgo * DAY_MS + ((options.hour ?? 2) - 2) * 3_600_000)
  const drill = options.drill ?? true
  const origin = options.origin ?? 'agendado'
  return {
    name: `${daysAgo}d-${options.hour ?? 2}h`,
    path: '',
    origin,
    createdAt,
    bytes: 1,
    record: {
      origin,
      createdAt: createdAt.toISOString(),
      bytes: 1,
      sha256: '',
      ...(drill !== 'pending' && { drill: { at: createdAt.toISOString(), ok: drill } }),
    },
  }
}

const kept = (archives: StoredArchive[], keep = { daily: 7, weekly: 4 }) => {
  const deleted = new Set(archivesToDelete(archives, keep, NOW))
  return archives.filter((entry) => !deleted.has(entry.name)).map((entry) => entry.name)
}

describe('rotation', () => {
  it('keeps the last 7 days and the newest of each of the last 4 weeks', () => {
    const daily = Array.from({ length: 40 }, (_, daysAgo) => archive(daysAgo))
    // NOW is a Monday: the newest archives of the last four weeks are today's and those of the three Sundays before.
    expect(kept(daily)).toEqual(['0d-2h', '1d-2h', '2d-2h', '3d-2h', '4d-2h', '5d-2h', '6d-2h', '8d-2h', '15d-2h'])
  })

  it('keeps per day the newest archive whose drill passed, over a newer one whose drill failed', () => {
    const archives = [archive(0, { hour: 14, drill: false }), archive(0), archive(1, { hour: 14 }), archive(1)]
    expect(kept(archives, { daily: 7, weekly: 0 })).toEqual(['0d-2h', '1d-14h'])
  })

  it('keeps an archive whose drill has not run for a day, since another process may be verifying it', () => {
    const archives = [archive(0, { hour: 14, drill: 'pending' }), archive(0), archive(3, { hour: 14, drill: 'pending' }), archive(3)]
    expect(kept(archives, { daily: 7, weekly: 0 })).toEqual(['0d-14h', '0d-2h', '3d-2h'])
  })

  it('keeps the archive taken before an upgrade until a later archive passes its drill, then rotates it', () => {
    const upgrade = archive(10, { hour: 14, origin: 'atualizacao' })
    const failedSince = [archive(2, { drill: false }), archive(5, { drill: false }), archive(9, { drill: false }), upgrade, archive(11)]
    expect(kept(failedSince, { daily: 2, weekly: 0 })).toEqual(['2d-2h', '5d-2h', '10d-14h'])
    const verifiedSince = [archive(2), archive(5), archive(9, { drill: false }), upgrade, archive(11)]
    expect(kept(verifiedSince, { daily: 2, weekly: 0 })).toEqual(['2d-2h', '5d-2h'])
  })
})
