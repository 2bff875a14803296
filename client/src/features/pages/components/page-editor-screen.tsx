import { useId, useMemo, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { messages, PATHS, type PageImage } from '@site/contracts'
import { TextAreaField, TextField } from '../../../components/admin/admin-field'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RevisionsPanel } from '../../../components/admin/revisions-panel'
import { formatDateTime } from '../../../lib/format'
import { listMedia } from '../../../lib/media-library'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { EditorContext, type PageEditorContext } from './editor-context'
import { PageActions } from './page-actions'
import { PageImageField } from './page-image-field'
import type { PageForm } from './page-form'
import { PagePreview } from './page-preview'
import { PageStateBadges } from './page-state'
import { revisionDisplay, revisionFields } from './page-revisions'
import { SectionsEditor } from './sections-editor'
import { usePageEditor, type PageEditor } from './use-page-editor'
import './pages.css'

const text = messages.pageEditor

type HeadProps = { form: PageForm; fixed: boolean; edit: PageEditor['edit']; errors: Record<string, string> }

/** The page's address, title, description and sharing picture. */
function PageHead({ form, fixed, edit, errors }: HeadProps) {
  const set = <K extends keyof PageForm>(field: K, value: PageForm[K]) => edit((current) => ({ ...current, [field]: value }))
  return (
    <fieldset className="page-head">
      <legend>{text.headTitle}</legend>
      <TextField
        label={text.pathLabel}
        value={form.caminho}
        readOnly={fixed}
        hint={fixed ? text.fixedPathHint : text.pathHint}
        error={errors.caminho}
        onChange={(event) => set('caminho', event.target.value)}
      />
      <TextField label={text.pageTitleLabel} value={form.titulo} error={errors.titulo} required onChange={(event) => set('titulo', event.target.value)} />
      <TextAreaField label={text.descriptionLabel} value={form.descricao} error={errors.descricao} rows={3} required onChange={(event) => set('descricao', event.target.value)} />
      <PageImageField
        label={text.sharingImageLabel}
        value={form.imagemCompartilhamento}
        error={errors.imagemCompartilhamentoId}
        onChange={(value: PageImage | undefined) => set('imagemCompartilhamento', value)}
      />
    </fieldset>
  )
}

/** The server's warnings about the page's links, all together above the form (each also sits by its field). */
function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null
  return (
    <section className="page-warnings" aria-label={text.warningsTitle}>
      <h2>{text.warningsTitle}</h2>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  )
}

type View = 'edit' | 'preview'

/**
 * The form and its live preview: side by side when the screen has room for both (pages.css), else one at a time,
 * chosen by "Editar" and "Pré-visualizar".
 */
function Workspace({ form, children }: { form: PageForm; children: ReactNode }) {
  const [view, setView] = useState<View>('edit')
  const formId = useId()
  const previewId = useId()
  const choice = (value: View, label: string, controls: string) => (
    <button type="button" className="btn btn--outline" aria-pressed={view === value} aria-controls={controls} onClick={() => setView(value)}>
      {label}
    </button>
  )
  return (
    <div className="page-workspace">
      <div role="group" aria-label={text.viewSwitch} className="page-workspace__switch">
        {choice('edit', text.editView, formId)}
        {choice('preview', text.previewView, previewId)}
      </div>
      <div className={`page-workspace__panes page-workspace__panes--${view}`}>
        <div id={formId} className="page-workspace__form">
          {children}
        </div>
        <PagePreview id={previewId} form={form} />
      </div>
    </div>
  )
}

/**
 * /admin/paginas/:id: a page's head and sections, save, publish (now or at a date), unpublish, trash, and its
 * revisions. Secretaria reads it: the fields are shown but cannot be changed, and no action is offered.
 */
export default function PageEditorScreen({ canEdit }: { canEdit: boolean }) {
  const id = Number(useParams().id)
  const editor = usePageEditor(id)
  const { form, saved, edit, errors } = editor
  const media = useRemoteData(listMedia)
  const library = useMemo(() => new Map(dataOr(media, []).map((item) => [item.id, item])), [media])
  const context: PageEditorContext = {
    readOnly: !canEdit,
    errors,
    warnings: saved?.avisos ?? [],
    library,
    reloadLibrary: media.reload,
    version: editor.version,
  }
  const revisions = useMemo(() => revisionFields(editor.revisions, form), [editor.revisions, form])

  return (
    <AdminPage
      title={saved ? text.editTitle(saved.titulo) : messages.sitePages.title}
      actions={
        saved && saved.estado !== 'rascunho' ? (
          <a className="btn btn--outline" href={saved.caminho} target="_blank" rel="noreferrer">
            {text.viewOnSite}
          </a>
        ) : undefined
      }
    >
      <p>
        <Link to={PATHS.adminPages}>{text.back}</Link>
      </p>
      {!canEdit && <p>{text.readOnly}</p>}
      <ErrorAlert message={editor.failure} />
      <StatusMessage message={editor.notice} />
      {!form || !saved ? (
        <p role="status">{messages.common.loading}</p>
      ) : (
        <EditorContext value={context}>
          <p className="page-editor__state">
            <PageStateBadges page={saved} />
            {saved.publicadoEm && <span>{formatDateTime(saved.publicadoEm)}</span>}
          </p>
          <Warnings warnings={saved.avisos} />
          <Workspace form={form}>
            {/* A disabled fieldset makes every field read-only for Secretaria; as a group it is named, for screen readers only. */}
            <fieldset className="page-editor" disabled={!canEdit}>
              <legend className="visually-hidden">{text.editTitle(saved.titulo)}</legend>
              <PageHead form={form} fixed={saved.fixa} edit={edit} errors={errors} />
              <SectionsEditor sections={form.secoes} onChange={(secoes) => edit((current) => ({ ...current, secoes }))} />
            </fieldset>
          </Workspace>
          {canEdit && <PageActions editor={editor} />}
          <RevisionsPanel
            revisions={revisions.list}
            current={revisions.current}
            labels={revisions.labels}
            display={revisionDisplay}
            restoreConsequence={text.restoreConsequence}
            onRestore={canEdit ? editor.restore : undefined}
          />
        </EditorContext>
      )}
    </AdminPage>
  )
}
