import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { messages, type BackupItem, type BackupStatus } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import BackupsScreen from './backups-screen'

const text = messages.backups

/** Today at 02:00 in Brasília (05:00 UTC), whatever the day the test runs. */
const todayAtTwo = () => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())}T05:00:00.000Z`

const verified = (): BackupItem => ({
  nome: 'backup-20261126T050000Z-agendado-3fa9c1.age',
  criadoEm: todayAtTwo(),
  bytes: 224_300_000,
  origem: 'agendado',
  verificadoEm: todayAtTwo(),
})
const beforeUpgrade: BackupItem = {
  nome: 'backup-20261120T150000Z-atualizacao-0b1c2d.age',
  criadoEm: '2026-11-20T15:00:00.000Z',
  bytes: 96_000,
  origem: 'atualizacao',
  verificadoEm: null,
}
const status = (changes: Partial<BackupStatus> = {}): BackupStatus => ({
  emAndamento: false,
  ultimoVerificado: verified(),
  falha: null,
  senhaGerada: null,
  ...changes,
})

const renderScreen = () => renderAt(<BackupsScreen />, '/admin/backups')

signInForEachTest()

describe('"Backups"', () => {
  it('says in plain words when the last verified backup was taken, and lists the archives newest first', async () => {
    mockFetch({ 'GET /backups': { body: [verified(), beforeUpgrade] }, 'GET /backups/estado': { body: status() } })
    renderScreen()

    expect(await screen.findByText(text.lastVerified('hoje, 02:00'))).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: text.listTitle })).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(2, 5).map((cell) => cell.textContent))).toEqual([
      ['224,3 MB', text.origins.agendado, `${new Date(todayAtTwo()).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })} 02:00`],
      ['96 kB', text.origins.atualizacao, text.notVerified],
    ])
    expect(within(rows[1]!).getByRole('button', { name: text.downloadName(beforeUpgrade.nome) })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: text.passphraseHeading })).not.toBeInTheDocument()
  })

  it('warns when no backup was verified yet, and when the last one failed', async () => {
    mockFetch({
      'GET /backups': { body: [] },
      'GET /backups/estado': { body: status({ ultimoVerificado: null, falha: { em: todayAtTwo(), mensagem: 'Falha inesperada: sem espaço' } }) },
    })
    renderScreen()

    expect(await screen.findByText(text.noneVerified)).toBeInTheDocument()
    expect(screen.getByText(text.lastFailed('hoje, 02:00', 'Falha inesperada: sem espaço'))).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: text.empty })).toBeInTheDocument()
  })

  it('asks once to keep the generated passphrase away from the server, naming its file, until confirmed', async () => {
    let kept = false
    const { calls } = mockFetch({
      'GET /backups': { body: [verified()] },
      'GET /backups/estado': () => ({ body: status({ senhaGerada: kept ? null : { arquivo: '/srv/fundacao/data/secrets/backup-passphrase' } }) }),
      'POST /backups/senha-guardada': () => ((kept = true), { status: 204 }),
    })
    renderScreen()

    const notice = await screen.findByRole('region', { name: text.passphraseHeading })
    expect(notice).toHaveTextContent(text.passphraseNotice('/srv/fundacao/data/secrets/backup-passphrase'))
    await userEvent.click(within(notice).getByRole('button', { name: text.passphraseKept }))
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: text.passphraseHeading })).not.toBeInTheDocument())
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/backups/senha-guardada'])
  })

  it('takes a backup now, shows it running with the button off, and lists it once it ended', async () => {
    let polls = 0
    const taken = { ...verified(), nome: 'backup-20261126T180000Z-manual-aaaaaa.age', origem: 'manual' as const }
    mockFetch({
      'GET /backups': () => ({ body: polls > 2 ? [taken] : [] }),
      'GET /backups/estado': () => ({ body: status({ emAndamento: ++polls > 1 && polls <= 3, ultimoVerificado: polls > 3 ? taken : null }) }),
      'POST /backups': { status: 202, body: { mensagem: text.started } },
    })
    renderScreen()
    const button = await screen.findByRole('button', { name: text.takeNow })

    await userEvent.click(button)
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.running))
    expect(button).toBeDisabled()
    expect(await screen.findByRole('button', { name: text.downloadName(taken.nome) }, { timeout: 10_000 })).toBeInTheDocument()
    expect(button).toBeEnabled()
  })

  it('announces that a backup already runs when the server refuses a second one', async () => {
    mockFetch({
      'GET /backups': { body: [] },
      'GET /backups/estado': { body: status() },
      'POST /backups': { status: 409, body: { statusCode: 409, error: 'Conflict', message: text.busy, mensagem: text.busy } },
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: text.takeNow }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text.busy)
  })

  it('has the browser download an archive straight from the server, after asking for a one-time ticket', async () => {
    const { nome } = verified()
    const { calls } = mockFetch({
      'GET /backups': { body: [verified()] },
      'GET /backups/estado': { body: status() },
      [`POST /backups/${nome}/bilhete`]: { status: 204 },
    })
    // What the browser is asked to download: a link to the server, never a Blob held in the page.
    const followed: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute('href')!, download: this.download })
    })
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: text.downloadName(nome) }))

    await vi.waitFor(() => expect(followed).toEqual([{ href: `/backups/${nome}/arquivo`, download: nome }]))
    const ticket = calls.find((call) => call.path === `/backups/${nome}/bilhete`)
    expect(ticket).toMatchObject({ method: 'POST', headers: { authorization: expect.stringMatching(/^Bearer /) } })
    expect(calls.filter((call) => call.path.endsWith('.age'))).toEqual([])
  })

  it('says the download failed when the server refuses the ticket, and follows no link', async () => {
    const { nome } = verified()
    mockFetch({
      'GET /backups': { body: [verified()] },
      'GET /backups/estado': { body: status() },
      [`POST /backups/${nome}/bilhete`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: text.notFound, mensagem: text.notFound } },
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderScreen()
    await userEvent.click(await screen.findByRole('button', { name: text.downloadName(nome) }))

    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound)
    expect(click).not.toHaveBeenCalled()
  })
})
