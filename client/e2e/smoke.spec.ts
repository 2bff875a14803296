import { expect, test } from '@playwright/test'

test('the real server serves the site and its API on one origin', async ({ page, request }) => {
  expect((await request.get('/health')).status()).toBe(200)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
