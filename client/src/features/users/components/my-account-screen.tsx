import { useState, type FormEvent, type ReactNode } from 'react'
import { messages, type MyAccount, type TwoFactorSetup } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { TextField } from '../../../components/admin/admin-field'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RecoveryCodes } from '../../../components/admin/recovery-codes'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ApiRequestError, setToken } from '../../../lib/api-client'
import { useRemoteData } from '../../../lib/use-remote-data'
import { changeMyPassword, disableTwoFactor, enableTwoFactor, getMyAccount, startTwoFactor } from '../api'
import './account-panel.css'
import './my-account-screen.css'

const text = messages.adminAccounts

/** The first field message the server sent, else its message. */
const messageOf = (failure: unknown) =>
  (failure instanceof ApiRequestError ? failure.issues[0]?.mensagem : undefined) ?? (failure as Error).message

/** Runs a form's submit: clears the feedback, calls `action`, shows its message or the server's. */
function useFormAction() {
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function run(action: () => Promise<string>) {
    setNotice('')
    setError('')
    setBusy(true)
    try {
      setNotice(await action())
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return { notice, error, busy, run }
}

const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '')

interface PasswordConfirmFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  busy: boolean
  buttonClass: string
  children: ReactNode
}

/** A two-factor change the owner confirms with the password: the field, then the button that names the change. */
function PasswordConfirmForm({ onSubmit, busy, buttonClass, children }: PasswordConfirmFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="account-setup">
      <TextField label={text.confirmWithPassword} name="senha" type="password" autoComplete="current-password" />
      <button type="submit" className={buttonClass} disabled={busy}>
        {children}
      </button>
    </form>
  )
}

function ChangePasswordForm() {
  const { notice, error, busy, run } = useFormAction()
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const [current, next] = [field(event, 'senhaAtual'), field(event, 'novaSenha')]
    return run(async () => {
      const answer = await changeMyPassword(current, next)
      // The old token stopped working with the change: this tab goes on with the new one.
      setToken(answer.token)
      form.reset()
      return answer.mensagem
    })
  }
  return (
    <form className="account-panel" onSubmit={handleSubmit} noValidate aria-labelledby="trocar-senha">
      <h2 id="trocar-senha">{text.changePasswordHeading}</h2>
      <TextField label={text.currentPassword} name="senhaAtual" type="password" autoComplete="current-password" />
      <TextField label={text.newPassword} name="novaSenha" type="password" autoComplete="new-password" hint={text.passwordHint} />
      <ErrorAlert message={error} />
      <StatusMessage message={notice} />
      <button type="submit" className="btn" disabled={busy}>
        {text.changePassword}
      </button>
    </form>
  )
}

function TwoFactorSection({ account, onChange }: { account: MyAccount; onChange: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [codes, setCodes] = useState<string[]>([])
  const { notice, error, busy, run } = useFormAction()

  const begin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const senha = field(event, 'senha')
    return run(async () => {
      setSetup(await startTwoFactor(senha))
      return ''
    })
  }
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const codigo = field(event, 'codigo')
    return run(async () => {
      setCodes(await enableTwoFactor(codigo))
      setSetup(null)
      onChange()
      return messages.accounts.twoFactorEnabled
    })
  }
  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const senha = field(event, 'senha')
    return run(async () => {
      const answer = await disableTwoFactor(senha)
      setCodes([])
      onChange()
      return answer.mensagem
    })
  }

  return (
    <section className="account-panel" aria-labelledby="duas-etapas">
      <h2 id="duas-etapas">{text.twoFactorHeading}</h2>
      {account.doisFatoresObrigatorio && !account.doisFatores && <p className="account-warning">{messages.accounts.twoFactorSetupRequired}</p>}
      <p>{account.doisFatores ? text.twoFactorOn : text.twoFactorOff}</p>
      <ErrorAlert message={error} />
      <StatusMessage message={notice} />
      {codes.length > 0 && <RecoveryCodes codes={codes} />}
      {!account.doisFatores && !setup && (
        <PasswordConfirmForm onSubmit={begin} busy={busy} buttonClass="btn">
          {text.twoFactorStart}
        </PasswordConfirmForm>
      )}
      {setup && (
        <form onSubmit={confirm} noValidate className="account-setup">
          <p>{text.twoFactorScan}</p>
          <img src={setup.qrCode} alt={text.twoFactorQr} width={200} height={200} />
          <p>
            {text.twoFactorKey}: <code>{setup.segredo}</code>
          </p>
          <TextField label={text.twoFactorCode} name="codigo" inputMode="numeric" autoComplete="one-time-code" />
          <button type="submit" className="btn" disabled={busy}>
            {text.twoFactorConfirm}
          </button>
        </form>
      )}
      {account.doisFatores && !account.doisFatoresObrigatorio && (
        <PasswordConfirmForm onSubmit={turnOff} busy={busy} buttonClass="btn btn--outline">
          {text.twoFactorTurnOff}
        </PasswordConfirmForm>
      )}
    </section>
  )
}

/** /admin/minha-conta (every role): own password and two-factor authentication. */
export default function MyAccountScreen() {
  const { reload, ...account } = useRemoteData(getMyAccount)
  return (
    <AdminPage title={text.myAccountTitle} description={text.myAccountDescription}>
      <RemoteListContent status={account.status} loadingText={messages.common.loading} onRetry={reload}>
        {account.status === 'ready' && (
          <>
            <p>
              {account.data.nome} · {messages.accounts.roleLabels[account.data.papel]}
            </p>
            <ChangePasswordForm />
            <TwoFactorSection account={account.data} onChange={reload} />
          </>
        )}
      </RemoteListContent>
    </AdminPage>
  )
}
