import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { PrismaClient } from '../../src/db/prisma.ts'
import { createTestApp, type TestApp } from '../app.ts'

/** A table the tests empty through Prisma: the name of its model's delegate (`contentRevision`). */
export type EmptiedTable = {
  [Name in keyof PrismaClient]: PrismaClient[Name] extends { deleteMany(): unknown } ? Name : never
}[keyof PrismaClient]

export interface StaffAppOptions {
  /** Emptied before each test, in this order (rows that point at others first). */
  emptied: readonly EmptiedTable[]
  /** The app's clock, when the test moves it. */
  now?: () => Date
}

/**
 * The set-up the staff route tests share: one real app per file with the test admin's token, closed at the end, and
 * the given tables emptied before each test. `ready` receives the app and the Bearer header value.
 */
export function withStaffApp({ emptied, now }: StaffAppOptions, ready: (app: TestApp, token: string) => void): void {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ extra: { now } })
    ready(app, await app.adminToken())
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    for (const table of emptied) await (app.prisma[table] as { deleteMany(): Promise<unknown> }).deleteMany()
  })
}
