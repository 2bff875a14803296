import { expect, test, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PATHS, messages } from '@site/contracts'
import { expectAccessibleInEveryMode, layoutProblems } from '../support/display-modes.ts'
import { adminHeaders, openAsAdmin } from './helpers.ts'

const text = messages.backups
const PHONE = { width: 390, height: 844 }
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** On a 390 px phone, at normal and at doubled text: the screen's problems, and whether it scrolls sideways. */
async function onAPhone(page: Page) {
  await page.setViewportSize(PHONE)
  const normal = await layoutProblems(page)
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
  const doubled = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  await page.evaluate(() => (document.documentElement.style.fontSize = ''))
  return { normal, scrollsSidewaysWithDoubledText: doubled }
}

test('an administrator takes a backup now, sees it verified in plain words, downloads it and confirms keeping the passphrase', async ({ page, request }) => {
  // A real backup of the stack's database, then its restore drill.
  test.setTimeout(180_000)
  await openAsAdmin(page, request, PATHS.adminBackups)
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()

  await page.getByRole('button', { name: text.takeNow }).click()
  const verified = page.getByText(new RegExp(`^${text.lastVerified(`${text.today}, \\d{2}:\\d{2}`)}$`))
  await expect(verified).toBeVisible({ timeout: 150_000 })
  await expect(page.getByRole('button', { name: text.takeNow })).toBeEnabled()
  const notice = page.getByRole('region', { name: text.passphraseHeading })
  await expect(notice).toContainText('secrets/backup-passphrase')
  await expectAccessibleInEveryMode(page, 'the Backups screen after a backup, with the passphrase notice')
  expect(await onAPhone(page)).toEqual({ normal: [], scrollsSidewaysWithDoubledText: false })

  const row = page.locator('.admin-table tbody tr').filter({ hasText: text.origins.manual }).first()
  const name = (await row.locator('td').first().textContent())!
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: text.downloadName(name) }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(name)
  // The browser's own download, streamed from the server (no Blob held in the page), with the archive's bytes.
  expect(new URL(download.url()).pathname).toBe(`/backups/${name}/arquivo`)
  const saved = readFileSync((await download.path())!)
  const archive = await request.get(`/backups/${name}`, { headers: await adminHeaders(request) })
  expect(archive.status()).toBe(200)
  expect(sha256(saved)).toBe(sha256(await archive.body()))

  await notice.getByRole('button', { name: text.passphraseKept }).click()
  await expect(notice).toBeHidden()
  await page.reload()
  await expect(verified).toBeVisible()
  await expect(page.getByRole('region', { name: text.passphraseHeading })).toHaveCount(0)
})

test('the dashboard shows an administrator the health of the site', async ({ page, request }) => {
  await openAsAdmin(page, request, PATHS.admin)
  await expect(page.getByRole('region', { name: messages.monitoring.title })).toBeVisible()
  await expectAccessibleInEveryMode(page, 'the dashboard with the health of the site')
})
