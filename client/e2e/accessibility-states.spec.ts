import { expect, test, type Locator } from '@playwright/test'
import { PATHS, messages } from '@site/contracts'
import { adminGet, adminPost, createOpenEvent, openAsAdmin, uniqueTag } from './admin/helpers.ts'
import { createActiveCycleEvent, deactivateCycleEvent, type CycleEvent } from './flows/flow-support.ts'
import { expectAccessibleInEveryMode } from './support/display-modes.ts'

/**
 * Every state a visitor or the staff can bring a screen to (a form showing its errors, an admin dialog) passes the
 * checks of accessibility.spec.ts in every display mode. Its records (an event open for registration, the active
 * lecture) show on public pages, so it runs with the specs that edit content (playwright.config.ts).
 */
test.use({ reducedMotion: 'reduce' })

const TAG = uniqueTag('A11Y')
const CERTIFICATE = {
  nome: `Dalva ${TAG}`,
  curso: 'Inclusão Digital',
  horas: 12,
  codigo: `${TAG}-ADM`,
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
    await adminPost(request, '/certificado', CERTIFICATE)
    await createOpenEvent(request, EVENT)
    expect((await request.post('/inscrever', { data: REGISTRATION })).status()).toBe(201)
  })

  const contentScreens = [PATHS.adminTeam, PATHS.adminPartners, PATHS.adminCourses, PATHS.adminCalendar, PATHS.adminPagePhotos]
  for (const path of [PATHS.admin, PATHS.adminSettings, ...contentScreens, PATHS.adminPages, PATHS.adminMenu, `${PATHS.admin}/pagina-que-nao-existe`]) {
    test(path, async ({ page, request }) => {
      await openAsAdmin(page, request, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(messages.common.loading)).toHaveCount(0)
      await expectAccessibleInEveryMode(page)
    })
  }

  test('a page in its editor', async ({ page, request }) => {
    const pages = await adminGet<{ id: number; caminho: string }[]>(request, '/api/admin/paginas')
    await openAsAdmin(page, request, `${PATHS.adminPages}/${pages.find((stored) => stored.caminho === PATHS.contacts)!.id}`)
    await expect(page.getByRole('heading', { level: 2, name: messages.pageEditor.sectionsTitle })).toBeVisible()
    await expect(page.getByText(messages.common.loading)).toHaveCount(0)
    await expectAccessibleInEveryMode(page)
  })

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
