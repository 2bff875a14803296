import { expect, test } from '@playwright/test'
import { PATHS, messages } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { openAsAdmin } from './helpers.ts'

const text = messages.admin

test('the dashboard links the staff guide: every role’s tasks with their pictures, readable on a phone, and the way back', async ({ page, request }) => {
  await openAsAdmin(page, request, PATHS.admin)
  await page.getByRole('link', { name: text.staffGuide }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.staffGuideTitle })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Quem faz o quê' })).toBeVisible()

  // Every picture of the guide arrives (none broken), each with its description.
  const pictures = page.getByRole('main').locator('img')
  expect(await pictures.count()).toBeGreaterThan(10)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveAttribute('alt', /\S/)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  await expectNoAxeViolations(page)

  // On a 390 px phone, also with the text doubled, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  for (const size of ['100%', '200%']) {
    await page.evaluate((value) => (document.documentElement.style.fontSize = value), size)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), size).toBeLessThanOrEqual(0)
  }

  await page.getByRole('link', { name: text.backToDashboard }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.dashboardTitle })).toBeVisible()
})
