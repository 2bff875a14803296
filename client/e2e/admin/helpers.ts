import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'
import { PATHS, TOKEN_STORAGE_KEY, isoDateInSiteZone, isoDateYearsLater, messages, type MediaItem } from '@site/contracts'
import sharp from 'sharp'
import { adminAuth } from '../support/api.ts'
import { waitForMail } from '../support/mail.ts'

/**
 * A short tag unique to this run and call, so tests never see each other's rows in the persistent database. Its
 * words stay as short as real ones ("A11Y50JPWU-4TWX"): a 16-letter capital token is wider than a card's column at
 * doubled text, and the layout checks would rightly see it broken across lines.
 */
export const uniqueTag = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).slice(-6)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

let cachedHeaders: Promise<{ authorization: string }> | undefined

/**
 * A Bearer header from the real login call, fetched once per worker: the token lives 8 hours, and every
 * login costs a bcrypt comparison on the server.
 */
export function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  cachedHeaders ??= adminAuth(request).catch((error: unknown) => {
    cachedHeaders = undefined
    throw error
  })
  return cachedHeaders
}

/** GET `path` as the admin: the call must answer 200; returns its JSON. */
export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: await adminHeaders(request) })
  expect(response.status()).toBe(200)
  return (await response.json()) as T
}

/** POST `data` to `path` as the admin: the call must answer 201. */
export async function adminPost(request: APIRequestContext, path: string, data: object): Promise<APIResponse> {
  const response = await request.post(path, { headers: await adminHeaders(request), data })
  expect(response.status()).toBe(201)
  return response
}

/** A plain 1400 × 800 PNG of one colour: another red (or green) is another image for the library. */
export const pngOf = (red: number, green = 120) =>
  sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: red, g: green, b: 160 } } }).png().toBuffer()

/** An image of the library with its alt text, uploaded through the API (the same colour again: the same image). */
export async function describedImage(
  request: APIRequestContext,
  { red, green, alt, name = 'capa.png' }: { red: number; green?: number; alt: string; name?: string },
): Promise<MediaItem> {
  const headers = await adminHeaders(request)
  const uploaded = await request.post('/api/midia', {
    headers,
    multipart: { arquivo: { name, mimeType: 'image/png', buffer: await pngOf(red, green) } },
  })
  expect(uploaded.status()).toBe(201)
  const { id } = (await uploaded.json()) as MediaItem
  const described = await request.put(`/api/midia/${id}`, { headers, data: { alt } })
  expect(described.status()).toBe(200)
  return (await described.json()) as MediaItem
}

/** Chooses `image` in the media library's picker that the button `opener` opens. */
export async function pickFromLibrary(page: Page, opener: Locator, image: MediaItem): Promise<void> {
  await opener.click()
  const picker = page.getByRole('dialog', { name: messages.media.pickerTitle })
  await picker.getByRole('listitem').filter({ hasText: image.nome }).getByRole('button', { name: messages.media.choose }).click()
  await expect(picker).toBeHidden()
}

/** Creates an event open for registration: the active one of a projeto of its own, a year from now. */
export async function createOpenEvent(request: APIRequestContext, event: { titulo: string; projeto: string; [field: string]: unknown }) {
  await adminPost(request, '/eventos', { ...event, data: isoDateYearsLater(isoDateInSiteZone(), 1) })
  const { titulo, projeto } = event
  const activated = await request.put('/eventos', { headers: await adminHeaders(request), data: { titulo, projeto, ativa: true } })
  expect(activated.status()).toBe(200)
}

/**
 * A token of a new account of `papel` (a Secretaria or Comunicação colleague): invited by the admin, its password set
 * from the invitation e-mail, signed in through the real login call.
 */
export async function staffToken(request: APIRequestContext, papel: 'secretaria' | 'comunicacao'): Promise<string> {
  const nome = uniqueTag(papel.slice(0, 3)).toLowerCase()
  const email = `${nome}@e2e.test`
  expect((await request.post('/usuarios', { headers: await adminHeaders(request), data: { nome, email, papel } })).status()).toBe(201)
  const token = /#([\w-]{43})/.exec((await waitForMail(email, /Convite/)).text ?? '')![1]
  const senha = 'regador-verde-na-horta'
  expect((await request.post('/usuario/senha/definir', { data: { token, senha } })).status()).toBe(200)
  const login = await request.post('/usuario/login', { data: { nome, senha } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** The token the real login call gives the e2e admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminHeaders(request)).authorization.replace(/^Bearer /, '')
}

/** Puts `token` (or removes it, for null) in localStorage on the site's origin before the page under test loads. */
export async function storeToken(page: Page, token: string | null): Promise<void> {
  await page.goto('/health')
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
    [TOKEN_STORAGE_KEY, token] as const,
  )
}

export const readStoredToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)

/** The body rows of the screen's admin table. */
export const tableBodyRows = (page: Page) => page.locator('.admin-table tbody tr')

/** Signs the browser in with a real token and opens `path`. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await storeToken(page, await adminToken(request))
  await page.goto(path)
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT-shaped token with the given exp (seconds); its signature is not valid for the server. */
export const forgedToken = (exp: number): string =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', nome: 'equipe-e2e', exp })}.assinatura-invalida`

/** "Nova página" in the Páginas screen: a page from the Projeto template under /projetos-ativos. */
export async function createProjectPage(page: Page, title: string, segment: string) {
  const text = messages.pageEditor
  await page.goto(PATHS.adminPages)
  await page.getByRole('button', { name: text.newButton }).click()
  const dialog = page.getByRole('dialog', { name: text.newTitle })
  await dialog.getByLabel(text.templateLabel).selectOption({ label: messages.sitePages.templates.projeto })
  await dialog.getByLabel(text.pageTitleLabel).fill(title)
  await dialog.getByLabel(text.parentLabel).selectOption(PATHS.activeProjects)
  await dialog.getByLabel(text.segmentLabel).fill(segment)
  await dialog.getByRole('button', { name: text.create }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.editTitle(title) })).toBeVisible()
}
