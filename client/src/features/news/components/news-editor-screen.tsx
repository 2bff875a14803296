import { lazy, Suspense, useId, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { messages, newsLink, PATHS } from '@site/contracts'
import { TextAreaField, TextField } from '../../../components/admin/admin-field'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RevisionsPanel } from '../../../components/admin/revisions-panel'
import { MediaPicker } from '../../../components/media/media-picker'
import { NewsArticleView } from './news-article'
import { inputFromForm, previewFromForm } from './news-form'
import { useNewsEditor, type NewsEditor } from './use-news-editor'
import './news-editor-screen.css'

// TipTap only loads with this screen, in a chunk of its own.
const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'))

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

type NewsFieldsProps = Pick<NewsEditor, 'form' | 'set' | 'errors' | 'version'>

/** Title, summary, the rich-text body, cover, date and slug. */
function NewsFields({ form, set, errors, version }: NewsFieldsProps) {
  const bodyLabelId = useId()
  return (
    <>
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
    </>
  )
}

/** /admin/noticias/nova and /admin/noticias/:id: write, preview, save as draft or publish, revisions. */
export default function NewsEditorScreen() {
  const { id: idParam } = useParams()
  const id = idParam ? Number(idParam) : null
  const editor = useNewsEditor(id)
  const { form, saved, disabled, save } = editor
  const [previewing, setPreviewing] = useState(false)
  const published = saved?.estado === 'publicado'

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
        <NewsFields {...editor} />
        <ErrorAlert message={editor.failure} />
        <StatusMessage message={editor.notice} />
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
        <RevisionsPanel
          revisions={editor.revisions}
          current={inputFromForm(form, saved?.estado ?? 'rascunho')}
          labels={REVISION_LABELS}
          restoreConsequence={published ? text.restoreKeepsPublished : text.restoreKeepsDraft}
          onRestore={editor.restore}
        />
      )}
    </AdminPage>
  )
}
