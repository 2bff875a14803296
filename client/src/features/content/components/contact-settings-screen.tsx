import { useEffect, useState, type FormEvent } from 'react'
import { contactSettingsInputSchema, messages, type ContactSettings } from '@site/contracts'
import { TextField } from '../../../components/admin/admin-field'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, failureText, StatusMessage } from '../../../components/admin/feedback'
import { loadSiteContacts, publishSiteContacts } from '../../../lib/site-contacts'
import { saveContactSettings } from '../api'
import './contact-settings-screen.css'
// The fields in the grid of the admin's forms.
import '../../../components/admin/dialog-form.css'

const text = messages.siteSettings

const FIELDS: { name: keyof ContactSettings; label: string; type: string; autoComplete?: string }[] = [
  { name: 'nomeFundacao', label: text.fields.nomeFundacao, type: 'text' },
  { name: 'email', label: text.fields.email, type: 'email' },
  { name: 'telefone', label: text.fields.telefone, type: 'tel' },
  { name: 'whatsapp', label: text.fields.whatsapp, type: 'tel' },
  { name: 'endereco', label: text.fields.endereco, type: 'text' },
  { name: 'horario', label: text.fields.horario, type: 'text' },
  { name: 'instagram', label: text.fields.instagram, type: 'url' },
  { name: 'facebook', label: text.fields.facebook, type: 'url' },
  { name: 'youtube', label: text.fields.youtube, type: 'url' },
]

type Values = Record<keyof ContactSettings, string>
const valuesOf = (contacts: ContactSettings): Values =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, contacts[name] ?? ''])) as Values

/** /admin/configuracoes: the foundation's contact data, shown by the footer, the contact page, the WhatsApp button and the e-mails. */
export default function ContactSettingsScreen() {
  const [values, setValues] = useState<Values | null>(null)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    void loadSiteContacts().then((contacts) => setValues((current) => current ?? valuesOf(contacts)))
  }, [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!values) return
    setNotice('')
    setFailure('')
    const checked = contactSettingsInputSchema.safeParse(values)
    if (!checked.success) {
      const found = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
      setErrors(found)
      setFailure(checked.error.issues[0]?.message ?? messages.common.completeAllFields)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const saved = await saveContactSettings(values)
      publishSiteContacts(saved)
      setValues(valuesOf(saved))
      setNotice(text.saved)
    } catch (error) {
      setFailure(failureText(error, messages.admin.saveFailed))
    } finally {
      setSaving(false)
    }
  }

  return (
    <AdminPage title={text.title} description={text.contactIntro}>
      <StatusMessage message={notice} />
      <section aria-labelledby="dados-de-contato" className="contact-settings">
        <h2 id="dados-de-contato">{text.contactHeading}</h2>
        <p>{text.contactIntro}</p>
        {values === null ? (
          <p role="status">{messages.content.loading}</p>
        ) : (
          <form className="admin-form" onSubmit={submit} noValidate>
            <div className="admin-form__grid contact-settings__grid">
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  id={`contato-${field.name}`}
                  name={field.name}
                  label={field.label}
                  type={field.type}
                  autoComplete="off"
                  value={values[field.name]}
                  error={errors[field.name]}
                  onChange={(change) => setValues({ ...values, [field.name]: change.target.value })}
                />
              ))}
            </div>
            <ErrorAlert message={failure} />
            <button type="submit" className="btn" disabled={saving}>
              {saving ? messages.admin.saving : messages.admin.save}
            </button>
          </form>
        )}
      </section>
    </AdminPage>
  )
}
