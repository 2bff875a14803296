import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { messages, newsLink, PATHS, type AdminNews, type ContentRevision, type NewsState } from '@site/contracts'
import { TextAreaField, TextField } from '../../../components/admin/admin-field'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RevisionsPanel } from '../../../components/admin/revisions-panel'
import { MediaPicker } from '../../../components/media/media-picker'
import { ApiRequestError } from '../../../lib/api-client'
import { createNews, fetchNewsForStaff, listNewsRevisions, restoreNewsRevision, updateNews } from '../api'
import { NewsArticleView } from './news-article'
import { emptyNewsForm, formFromNews, inputFromForm, previewFromForm, type NewsForm } from './news-form'
import './news-editor-screen.css'

// TipTap only loads with this screen, in a chunk of its own.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

const text = messages.news
const REVISION_LABELS = {
  titulo: text.titleLabel,
  resumo: text.summaryLabel,
  corpo: text.bodyLabel,
  capaId: text.coverLabel,
  publicadoEm: text.dateLabel,
  estado: text.stateLabel,
  slug: text.slugLabel,
}

type Errors = Partial<Record<keyof NewsForm | 'capaId' | 'estado', string>>

/** /admin/noticias/nova and /admin/noticias/:id: write, preview, save as draft or publish, revisions. */
export default function NewsEditorScreen() {
  const { id: idParam } = useParams()
  const id = idParam ? Number(idParam) : null
  const navigate = useNavigate()
  const bodyLabelId = useId()
  const [form, setForm] = useState<NewsForm>(emptyNewsForm)
  const [saved, setSaved] = useState<AdminNews | null>(null)
  // Bumped whenever the form is replaced from the server, so the body editor starts again from the new text.
  const [version, setVersion] = useState(0)
  const [revisions, setRevisions] = useState<ContentRevision[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [previewing, setPreviewing] = useState(false)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async (newsId: number) => {
    const [news, history] = await Promise.all([fetchNewsForStaff(newsId), listNewsRevisions(newsId)])
    setSaved(news)
    setForm(formFromNews(news))
    setRevisions(history)
    setVersion((value) => value + 1)
  }, [])

  useEffect(() => {
    if (id === null) return
    load(id).catch((error: unknown) => setFailure((error as Error).message))
  }, [id, load])

  const set = <K extends keyof NewsForm>(field: K, value: NewsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function save(estado: NewsState) {
    setBusy(true)
    setFailure('')
    setNotice('')
    setErrors({})
    try {
      const body = inputFromForm(form, estado)
      const result = id === null ? await createNews(body) : await updateNews(id, body)
      setNotice(estado === 'publicado' ? text.publishedDone : text.saved)
      if (id === null) navigate(`${PATHS.adminNews}/${result.id}`, { replace: true })
      else await load(id)
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.campo, issue.mensagem])))
      }
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const restore = async (revision: ContentRevision) => {
    if (id === null) return
    await restoreNewsRevision(id, revision.id)
    await load(id)
    setNotice(messages.contentHistory.restored)
  }

  const published = saved?.estado === 'publicado'
  // An existing item cannot be saved before it has loaded: the empty form would overwrite it.
  const disabled = busy || (id !== null && saved === null)
  return (
    <AdminPage
      title={id === null ? text.newTitle : text.editTitle}
      actions={
        published && saved ? (
          <a className="btn btn--outline" href={newsLink(saved.slug)} target="_blank" rel="noreferrer">
            {text.open}
          </a>
        ) : undefined
      }
    >
      <p>
        <Link to={PATHS.adminNews}>{text.title}</Link>
      </p>
      {saved && (
        <p>
          {text.stateLabel}: <span className="badge">{published ? text.published : text.draft}</span>
        </p>
      )}
      <div className="news-editor">
        <TextField label={text.titleLabel} value={form.titulo} error={errors.titulo} onChange={(e) => set('titulo', e.target.value)} required />
        <TextAreaField label={text.summaryLabel} value={form.resumo} error={errors.resumo} rows={3} onChange={(e) => set('resumo', e.target.value)} required />
        <div className="news-editor__body">
          <p id={bodyLabelId} className="news-editor__label">
            {text.bodyLabel}
          </p>
          <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
            <RichTextEditor key={version} initialHtml={form.corpo} labelId={bodyLabelId} onChange={(html) => set('corpo', html)} />
          </Suspense>
          {errors.corpo && <p className="admin-field__error">{errors.corpo}</p>}
        </div>
        <MediaPicker label={text.coverLabel} value={form.capa} error={errors.capaId} onChange={(value) => set('capa', value)} />
        <TextField
          label={text.dateLabel}
          type="datetime-local"
          value={form.publicadoEm}
          error={errors.publicadoEm}
          onChange={(e) => set('publicadoEm', e.target.value)}
        />
        <TextField label={text.slugLabel} hint={text.slugHint} value={form.slug} error={errors.slug} onChange={(e) => set('slug', e.target.value)} />
        <ErrorAlert message={failure} />
        <StatusMessage message={notice} />
        <div className="news-editor__actions">
          <button type="button" className="btn btn--outline" aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
            {previewing ? text.closePreview : text.preview}
          </button>
          <button type="button" className="btn btn--outline" disabled={disabled} onClick={() => save('rascunho')}>
            {text.saveDraft}
          </button>
          <button type="button" className="btn" disabled={disabled} onClick={() => save('publicado')}>
            {text.publish}
          </button>
        </div>
      </div>
      {previewing && (
        <section className="news-editor__preview" aria-label={text.previewHeading}>
          <p className="badge">{text.previewHeading}</p>
          <NewsArticleView article={previewFromForm(form)} headingLevel={2} />
        </section>
      )}
      {id !== null && (
        <RevisionsPanel revisions={revisions} current={inputFromForm(form, saved?.estado ?? 'rascunho')} labels={REVISION_LABELS} onRestore={restore} />
      )}
    </AdminPage>
  )
}
