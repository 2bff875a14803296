import { expect, test, type Locator } from '@playwright/test'
import { PATHS, messages, validatorLink } from '@site/contracts'
import { adminPost, createOpenEvent, openAsAdmin, uniqueTag } from './admin/helpers.ts'
import { createActiveCycleEvent, deactivateCycleEvent, type CycleEvent } from './flows/flow-support.ts'
import { PUBLIC_ROUTES, chooseLargestText } from './routes'
import { expectAccessibleInEveryMode, layoutProblems } from './support/display-modes.ts'

/**
 * Every page, and every state a visitor or the staff can bring a screen to (a form showing its errors, an admin
 * dialog), passes axe (WCAG 2.1 A and AA) in normal, high-contrast and 200% text modes; with doubled text the page
 * also keeps to the window's width, and no control spills or is cut off (support/display-modes.ts). One page per
 * case, switched between the modes in place.
 */
test.use({ reducedMotion: 'reduce' })

const TAG = uniqueTag('A11Y')
const CERTIFICATE = {
  nome: `Dalva ${TAG}`,
  curso: 'Inclusão Digital',
  horas: 12,
  codigo: TAG,
  link: 'https://example.org/c.pdf',
}
const EVENT = {
  titulo: `Palestra ${TAG}`,
  local: 'Auditório',
  horario: '14:00',
  palestrante: 'Dra. Helena',
  projeto: `Projeto ${TAG}`,
  subTitulo: 'Memória',
  foto: '/media/x.svg',
}
const REGISTRATION = {
  nome: `Irene ${TAG}`,
  email: 'irene@example.org',
  telefone: '(48) 3333-4444',
  titulo: EVENT.titulo,
  comoConheceu: 'Amigos',
}

/** What a refused submit shows: a field marked invalid, or an alert with text. */
const refusal = (scope: Locator) => scope.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first()

test.describe('public pages', () => {
  for (const path of [...PUBLIC_ROUTES, '/pagina-que-nao-existe']) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      await expectAccessibleInEveryMode(page)
    })
  }

  test('a certificate found by the validator', async ({ page, request }) => {
    await adminPost(request, '/certificado', CERTIFICATE)
    await page.goto(validatorLink(CERTIFICATE.codigo))
    await expect(page.getByRole('cell', { name: CERTIFICATE.nome })).toBeVisible()
    await expectAccessibleInEveryMode(page)
  })

  test("the text-size buttons' names start with what they show, as speech input users say it", async ({ page }) => {
    await page.goto(PATHS.home)
    await expect(page.getByRole('button', { name: /^A\+ / })).toBeVisible()
    await expect(page.getByRole('button', { name: /^A− / })).toBeVisible()
  })

  test('200% text chosen on an earlier visit lays the page out from the first render', async ({ page, baseURL }) => {
    await chooseLargestText(page, baseURL)
    await page.goto(PATHS.home)
    await expect(page.locator('main h1')).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
  })
})

test.describe('public forms after an empty submit', () => {
  let cycleEvent: CycleEvent
  test.beforeAll(async ({ request }) => {
    cycleEvent = await createActiveCycleEvent(request)
  })
  test.afterAll(async ({ request }) => {
    await deactivateCycleEvent(request, cycleEvent.titulo)
  })

  for (const [path, submit] of [
    [PATHS.validator, messages.validatorPage.search],
    [PATHS.idBasicVolunteers, messages.volunteerPage.submit],
    [PATHS.documentRequest, messages.documentRequestPage.submit],
    [PATHS.cycleRegistration, messages.cyclePage.submit],
    [PATHS.login, messages.admin.loginButton],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await page.getByRole('button', { name: submit }).click()
      await expect(refusal(page.locator('main'))).toBeVisible()
      await expectAccessibleInEveryMode(page)
    })
  }
})

test.describe('admin screens', () => {
  test.beforeAll(async ({ request }) => {
    await adminPost(request, '/certificado', { ...CERTIFICATE, codigo: `${TAG}-ADM` })
    await createOpenEvent(request, EVENT)
    expect((await request.post('/inscrever', { data: REGISTRATION })).status()).toBe(201)
  })

  const contentScreens = [PATHS.adminTeam, PATHS.adminPartners, PATHS.adminCourses, PATHS.adminCalendar, PATHS.adminPagePhotos]
  for (const path of [PATHS.admin, PATHS.adminSettings, ...contentScreens, `${PATHS.admin}/pagina-que-nao-existe`]) {
    test(path, async ({ page, request }) => {
      await openAsAdmin(page, request, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessibleInEveryMode(page)
    })
  }

  const deletion = { action: messages.admin.delete, title: messages.admin.confirmDeleteTitle }
  for (const { path, text, record, removal } of [
    {
      path: PATHS.adminCertificates,
      text: messages.adminCertificates,
      record: `${TAG}-ADM`,
      // Certificates are revoked, not deleted, from the admin screen.
      removal: { action: messages.certificateManagement.revoke, title: messages.certificateManagement.revokeTitle },
    },
    { path: PATHS.adminEvents, text: messages.adminEvents, record: EVENT.titulo, removal: deletion },
    { path: PATHS.adminRegistrations, text: messages.adminRegistrations, record: REGISTRATION.nome, removal: deletion },
  ]) {
    test(`${path} and its add (after an empty Salvar), edit and ${removal.action.toLowerCase()} dialogs`, async ({ page, request }) => {
      await openAsAdmin(page, request, path)
      await page.getByLabel(text.searchLabel).fill(TAG)
      await expect(page.getByRole('button', { name: `${messages.admin.edit} ${record}` })).toBeVisible()
      await expectAccessibleInEveryMode(page, 'the list')

      for (const { opener, title } of [
        { opener: text.addButton, title: text.addTitle },
        { opener: `${messages.admin.edit} ${record}`, title: text.editTitle },
        { opener: `${removal.action} ${record}`, title: removal.title },
      ]) {
        await page.getByRole('button', { name: opener, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog).toBeVisible()
        if (opener === text.addButton) {
          await dialog.getByRole('button', { name: messages.admin.save }).click()
          await expect(refusal(dialog)).toBeVisible()
        }
        await expectAccessibleInEveryMode(page, `the dialog opened by ${opener}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    })
  }
})
