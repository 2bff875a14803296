import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages, type MyAccount, type TwoFactorSetup } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import MyAccountScreen from './my-account-screen'

const text = messages.adminAccounts
const PASSWORD = 'senha-certa-da-conta'
const ACCOUNT: MyAccount = {
  id: 1,
  nome: 'equipe',
  email: 'equipe@fundacao.local',
  papel: 'secretaria',
  ativo: true,
  pendente: false,
  doisFatores: false,
  doisFatoresObrigatorio: false,
}
const SETUP: TwoFactorSetup = { segredo: 'JBSWY3DPEHPK3PXP', otpauth: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,' }
const wrongPassword = { statusCode: 400, error: 'Bad Request', message: messages.accounts.wrongCurrentPassword, mensagem: messages.accounts.wrongCurrentPassword }

signInForEachTest()

describe('"Minha conta": setting two-factor up', () => {
  it('asks for the password first, announces a wrong one, and shows the key once the password is right', async () => {
    const { calls } = mockFetch({
      'GET /usuario/eu': { body: ACCOUNT },
      'POST /usuario/eu/dois-fatores': (call) =>
        (call.body as { senha?: string }).senha === PASSWORD ? { body: SETUP } : { status: 400, body: wrongPassword },
    })
    renderAt(<MyAccountScreen />, '/admin/minha-conta')
    const section = await screen.findByRole('region', { name: text.twoFactorHeading })
    const password = within(section).getByLabelText(text.confirmWithPassword)
    expect(password).toHaveAttribute('type', 'password')

    await userEvent.type(password, 'senha-errada')
    await userEvent.click(within(section).getByRole('button', { name: text.twoFactorStart }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(messages.accounts.wrongCurrentPassword)
    expect(within(section).queryByRole('img', { name: text.twoFactorQr })).not.toBeInTheDocument()

    await userEvent.clear(password)
    await userEvent.type(password, PASSWORD)
    await userEvent.click(within(section).getByRole('button', { name: text.twoFactorStart }))
    expect(await within(section).findByRole('img', { name: text.twoFactorQr })).toBeInTheDocument()
    expect(within(section).getByText(SETUP.segredo)).toBeInTheDocument()
    expect(within(section).getByRole('alert')).toBeEmptyDOMElement()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ senha: 'senha-errada' }, { senha: PASSWORD }])
  })
})
