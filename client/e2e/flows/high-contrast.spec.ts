import { test } from '@playwright/test'
import { messages } from '@site/contracts'
import { describeFlow, expect, expectNoAxeViolations } from './flow-support.ts'

/** PRODUCT §6: the public forms stay WCAG AA in the accessibility bar's high-contrast mode, errors included. */
describeFlow('public forms in high-contrast mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('a11y:high-contrast', 'true'))
  })

  const screens = [
    { path: '/validador', submit: messages.validatorPage.search },
    { path: '/idbasico/voluntarios', submit: messages.volunteerPage.submit },
    { path: '/requerimento', submit: messages.documentRequestPage.submit },
  ]

  for (const { path, submit } of screens) {
    test(`${path} with its error messages`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(/high-contrast/)
      await page.getByRole('button', { name: submit }).click()
      await expect(page.getByRole('alert')).not.toBeEmpty()
      await expectNoAxeViolations(page)
    })
  }

  test('/idbasico/chamada with its table', async ({ page }) => {
    await page.goto('/idbasico/chamada')
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
