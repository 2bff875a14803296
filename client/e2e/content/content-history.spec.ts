import { expect, test, type APIRequestContext } from '@playwright/test'
import { messages, PATHS } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { adminHeaders, adminPost, openAsAdmin, uniqueTag } from '../admin/helpers.ts'

const text = messages.content
const history = messages.contentHistory

/** Moves what a test added (matched by its tag) to the trash, so the public lists stay as the seed left them. */
async function trashTagged(request: APIRequestContext, kind: string, tag: string) {
  const headers = await adminHeaders(request)
  const items = (await (await request.get(`/conteudo/${kind}`)).json()) as { id: number; nome: string }[]
  for (const item of items.filter((entry) => entry.nome.includes(tag))) await request.delete(`/conteudo/${kind}/${item.id}`, { headers })
}

test('staff compare and restore a revision of a team member, and bring a deleted partner back from the Lixeira', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const tag = uniqueTag('REV')
  const person = `Marta ${tag}`
  const partner = `Instituto ${tag}`
  await adminPost(request, '/conteudo/equipe', { nome: person, cargo: 'Orientadora educacional' })
  await adminPost(request, '/conteudo/parceiros', { nome: partner, link: 'https://www.bibliotecanacional.gov.br/' })
  try {
    // Edit, then compare the first version with the current one and restore it.
    await openAsAdmin(page, request, PATHS.adminTeam)
    await page.getByRole('button', { name: `${messages.admin.edit} ${person}` }).click()
    const form = page.getByRole('dialog', { name: 'Editar pessoa' })
    await form.getByLabel('Cargo').fill('Diretora pedagógica')
    await form.getByRole('button', { name: messages.admin.save }).click()
    await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible()

    await page.getByRole('button', { name: history.revisionsOf(person) }).click()
    const revisions = page.getByRole('dialog', { name: history.revisionsOf(person) })
    const versions = revisions.getByRole('listitem')
    await expect(versions).toHaveCount(2)
    await expect(versions.first()).toContainText(`${history.revisionBy} `)
    const first = versions.nth(1)
    await first.getByRole('button', { name: new RegExp(`^${history.compare}`) }).click()
    const diff = first.getByRole('table')
    await expect(diff.getByRole('row', { name: /Cargo/ })).toHaveText(/Cargo\s*Diretora pedagógica\s*Orientadora educacional/)
    await expect(diff.getByRole('rowheader', { name: 'Nome' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await first.getByRole('button', { name: new RegExp(`^${history.restore}`) }).click()
    await expect(revisions).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: history.restored })).toBeVisible()
    await expect(page.getByRole('button', { name: history.revisionsOf(person) })).toBeFocused()

    // The restore is a version of its own; any two versions compare, not only one with the current.
    await page.keyboard.press('Enter')
    await expect(versions).toHaveCount(3)
    const newest = versions.first()
    await newest.getByRole('button', { name: new RegExp(`^${history.compare}`) }).click()
    await expect(newest).toContainText(history.unchanged)
    await newest.getByLabel(history.compareWith).selectOption({ index: 1 })
    await expect(newest.getByRole('row', { name: /Cargo/ })).toHaveText(/Cargo\s*Diretora pedagógica\s*Orientadora educacional/)
    await page.keyboard.press('Escape')
    await expect(revisions).toBeHidden()
    await page.goto(PATHS.team)
    await expect(page.locator('.team-card').filter({ hasText: person })).toContainText('Orientadora educacional')

    // Delete a partner (asked first): it leaves the public page and waits in the Lixeira.
    await page.goto(PATHS.adminPartners)
    await page.getByRole('button', { name: `${messages.admin.delete} ${partner}` }).click()
    const confirm = page.getByRole('dialog', { name: messages.admin.confirmDeleteTitle })
    await expect(confirm).toContainText(history.toTrash)
    await expect(confirm.getByRole('button', { name: messages.admin.cancel })).toBeFocused()
    await confirm.getByRole('button', { name: messages.admin.delete }).click()
    await expect(page.getByRole('status').filter({ hasText: text.movedToTrash })).toBeVisible()
    const trash = page.getByRole('region', { name: history.trashTitle })
    const trashed = trash.getByRole('listitem').filter({ hasText: partner })
    await expect(trashed).toContainText(history.expiresAt)
    await expect(page.getByRole('list', { name: 'Parceiros' }).getByText(partner)).toHaveCount(0)

    await page.goto(PATHS.partners)
    await expect(page.locator('.partners__item').first()).toBeVisible()
    await expect(page.getByText(partner)).toHaveCount(0)

    // Restore by keyboard: back on the list, then on the public page.
    await page.goto(PATHS.adminPartners)
    await trashed.getByRole('button', { name: `${history.restoreFromTrash} ${partner}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: history.restoredFromTrash })).toBeVisible()
    await expect(trash.getByRole('heading', { name: history.trashTitle })).toBeFocused()
    await expect(trashed).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Parceiros' }).getByRole('heading', { name: partner })).toBeVisible()
    await page.goto(PATHS.partners)
    await expect(page.getByRole('link', { name: `${partner} (abre em nova aba)` })).toBeVisible()
  } finally {
    await trashTagged(request, 'equipe', tag)
    await trashTagged(request, 'parceiros', tag)
  }
})
