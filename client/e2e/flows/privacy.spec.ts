import { test } from '@playwright/test'
import { PATHS } from '@site/contracts'
import { E2E_DOCUMENT_RETENTION_DAYS } from '../support/stack.ts'
import { describeFlow, expect } from './flow-support.ts'

describeFlow('privacy notice (/privacidade)', () => {
  test('states the retention of identity documents the server was started with', async ({ page, request }) => {
    const settings = await request.get('/configuracoes/privacidade')
    expect(await settings.json()).toEqual({ diasRetencaoDocumentos: E2E_DOCUMENT_RETENTION_DAYS })
    await page.goto(PATHS.privacy)
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible()
    await expect(
      page.getByText(`apagadas automaticamente ${E2E_DOCUMENT_RETENTION_DAYS} dias depois que o requerimento é concluído ou indeferido`, { exact: false }),
    ).toBeVisible()
  })
})
