import { test } from '@playwright/test'
import { messages, recordCount, type CallList } from '@site/contracts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { describeFlow, expect } from './flow-support.ts'

const text = messages.callListPage

/** 'José' -> 'JOSE': the same text without accents and in another case. */
const disguise = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase()

describeFlow('call list (/idbasico/chamada)', () => {
  test('shows the server list and searches it live, with an empty state whose button clears the search', async ({ page, request }) => {
    const list = (await (await request.get('/chamada')).json()) as CallList
    expect(list.rows.length).toBeGreaterThan(1)
    await page.goto('/idbasico/chamada')
    await expect(page.getByRole('heading', { level: 1, name: 'Chamada 2025' })).toBeVisible()
    const table = page.getByRole('table', { name: new RegExp(text.caption) })
    await expect(table.getByRole('columnheader')).toHaveText(list.columns)
    await expect(table.locator('tbody tr')).toHaveCount(list.rows.length)
    await expect(page.getByRole('status')).toHaveText(recordCount(list.rows.length))
    await expectNoAxeViolations(page)

    const target = list.rows.find((row) => /\p{Diacritic}/u.test(row[list.columns[0]!]!.normalize('NFD'))) ?? list.rows[0]!
    const name = target[list.columns[0]!]!
    const search = page.getByRole('searchbox', { name: text.searchLabel })
    await search.fill(disguise(name))
    await expect(table.locator('tbody tr').first()).toContainText(name)
    const expected = list.rows.filter((row) =>
      list.columns.some((column) => disguise(row[column] ?? '').includes(disguise(name))),
    ).length
    await expect(page.getByRole('status')).toHaveText(recordCount(expected))

    await search.fill('zzz ninguém com este nome zzz')
    await expect(page.getByText(messages.callList.noResults)).toBeVisible()
    await expect(page.getByText(messages.callList.noResultsHint)).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(recordCount(0))
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: text.clear }).click()
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(table.locator('tbody tr')).toHaveCount(list.rows.length)
  })
})
