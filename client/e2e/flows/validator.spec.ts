import { test } from '@playwright/test'
import { CERTIFICATE_CODE_EXAMPLE, messages, validatorLink } from '@site/contracts'
import { adminAuth } from '../support/api.ts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { describeFlow, expect, unique } from './flow-support.ts'

const text = messages.validatorPage

async function createCertificate(request: Parameters<typeof adminAuth>[0]) {
  const codigo = unique().slice(-8).toUpperCase()
  const certificate = {
    nome: `Marta Validação ${codigo}`,
    curso: 'Redação Oficial',
    horas: 36,
    codigo,
    link: `https://arquivos.example.org/certificados/${codigo}.pdf`,
  }
  const response = await request.post('/certificado', { headers: await adminAuth(request), data: certificate })
  expect(response.status(), await response.text()).toBe(201)
  return certificate
}

describeFlow('certificate checker (/validador)', () => {
  test('a blank code shows the not-found error without calling the server; an unknown code shows it too', async ({ page }) => {
    const lookups: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/certificado/')) lookups.push(request.url())
    })
    await page.goto('/validador')
    const input = page.getByRole('textbox', { name: text.codeLabel })
    await expect(input).toBeVisible()
    await expect(page.getByText(CERTIFICATE_CODE_EXAMPLE)).toBeVisible()
    await expectNoAxeViolations(page)

    await input.fill('   ')
    await page.getByRole('button', { name: text.search }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(messages.certificates.notFound)
    await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(alert.locator('[tabindex="-1"]')).toBeFocused()
    expect(lookups).toEqual([])
    await expectNoAxeViolations(page)

    await input.fill('NAOEXISTE')
    await input.press('Enter')
    await expect(alert).toContainText(messages.certificates.notFound)
    expect(lookups).toHaveLength(1)
    await expect(page).toHaveURL(/\/validador$/)
  })

  test('finds a certificate with Enter, shows the table and turns the address into a shareable link', async ({ page, request }) => {
    const certificate = await createCertificate(request)
    await page.goto('/validador')
    const input = page.getByRole('textbox', { name: text.codeLabel })
    const historyLength = await page.evaluate(() => history.length)
    await input.fill(` ${certificate.codigo.toLowerCase()} `)
    await input.press('Enter')

    const heading = page.getByRole('heading', { name: text.found })
    await expect(heading).toBeFocused()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([text.name, text.course, text.hours, text.link, text.status])
    await expect(table.getByRole('cell')).toContainText([certificate.nome, certificate.curso, '36'])
    const link = table.getByRole('link', { name: new RegExp(text.openCertificate) })
    await expect(link).toHaveAttribute('href', certificate.link)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(table.getByText('Válido')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${validatorLink(certificate.codigo)}$`))
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    await expectNoAxeViolations(page)
  })

  test('the deep link /validador/<codigo> checks on load and fills the input', async ({ page, request }) => {
    const certificate = await createCertificate(request)
    await page.goto(validatorLink(certificate.codigo))
    await expect(page.getByRole('table')).toContainText(certificate.nome)
    await expect(page.getByRole('textbox', { name: text.codeLabel })).toHaveValue(certificate.codigo)
  })
})
