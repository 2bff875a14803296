import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './stack.ts'

/** A Bearer header for the e2e admin, obtained through the real login call. */
export async function adminAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/usuario/login', { data: E2E_ADMIN })
  if (!response.ok()) throw new Error(`login falhou: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}
