import { useEffect, useState, type ReactNode } from 'react'
import { FIXED_ROUTES, MENU_AREAS, messages, type AdminPageSummary, type MenuArea } from '@site/contracts'
import { SelectField, TextField } from '../../../components/admin/admin-field'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, failureText, StatusMessage } from '../../../components/admin/feedback'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ApiRequestError } from '../../../lib/api-client'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { fetchMenu, listPages, saveMenu } from '../api'
import { moved } from './list-order'
import { menuFormOf, menuInputOf, newEntry, pageTarget, routeTarget, type MenuEntry, type MenuForm } from './menu-form'
import './pages.css'
// The red button that removes an entry, as in the confirmation dialogs.
import '../../../components/admin/confirm-dialog.css'

const text = messages.menuEditor

type EntryProps = {
  entry: MenuEntry
  /** Where its errors are found in the body ("principal.2.filhos.0"). */
  path: string
  position: number
  total: number
  pages: AdminPageSummary[]
  readOnly: boolean
  errors: Record<string, string>
  onChange: (entry: MenuEntry) => void
  onMove: (to: number, button: 'up' | 'down') => void
  onRemove: () => void
}

const buttonId = (key: string, button: 'up' | 'down') => `${key}-${button}`

/** Published pages (and the page an entry already points at) and the site's fixed routes. */
function TargetOptions({ pages, current }: { pages: AdminPageSummary[]; current: string }) {
  const offered = pages.filter((page) => page.estado !== 'rascunho' || pageTarget(page.id) === current)
  return (
    <>
      <option value="">{text.chooseTarget}</option>
      {offered.map((page) => (
        <option key={page.id} value={pageTarget(page.id)}>
          {page.titulo} ({page.caminho})
        </option>
      ))}
      {FIXED_ROUTES.map((route) => (
        <option key={route} value={routeTarget(route)}>
          {text.fixedRoute(route)}
        </option>
      ))}
    </>
  )
}

/** One entry: its label and target, Subir, Descer and Remover; a top entry's submenu below it. */
function EntryEditor({ entry, path, position, total, pages, readOnly, errors, onChange, onMove, onRemove, children }: EntryProps & { children?: ReactNode }) {
  const name = entry.rotulo || text.newItem
  return (
    <li className="menu-entry">
      <fieldset>
        <legend>{name}</legend>
        {!entry.visivel && <p className="badge badge--warning">{text.hidden}</p>}
        <TextField label={text.itemLabel} value={entry.rotulo} error={errors[`${path}.rotulo`]} onChange={(event) => onChange({ ...entry, rotulo: event.target.value })} />
        <SelectField
          label={text.target}
          hint={text.targetHint}
          value={entry.alvo}
          error={errors[`${path}.paginaId`] ?? errors[`${path}.rota`]}
          onChange={(event) => onChange({ ...entry, alvo: event.target.value })}
        >
          <TargetOptions pages={pages} current={entry.alvo} />
        </SelectField>
        {!readOnly && (
          <div className="menu-entry__actions">
            <button id={buttonId(entry.key, 'up')} type="button" className="btn btn--outline" disabled={position === 0} onClick={() => onMove(position - 1, 'up')}>
              {text.moveUp}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button id={buttonId(entry.key, 'down')} type="button" className="btn btn--outline" disabled={position === total - 1} onClick={() => onMove(position + 1, 'down')}>
              {text.moveDown}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button type="button" className="btn btn--danger" onClick={onRemove}>
              {text.remove}
              <span className="visually-hidden"> {name}</span>
            </button>
          </div>
        )}
        {children}
      </fieldset>
    </li>
  )
}

type EntryListProps = Pick<EntryProps, 'pages' | 'readOnly' | 'errors'> & {
  entries: MenuEntry[]
  path: string
  label: string
  /** Top entries have a submenu; the submenu's entries do not. */
  nested: boolean
  onChange: (entries: MenuEntry[]) => void
  announce: (message: string) => void
  focus: (id: string) => void
}

/** A list of entries (an area, or a submenu) and "Adicionar item". */
function EntryList({ entries, path, label, nested, onChange, announce, focus, ...shared }: EntryListProps) {
  const replace = (index: number, entry: MenuEntry) => onChange(entries.map((old, at) => (at === index ? entry : old)))
  return (
    <>
      {entries.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="menu-entries" aria-label={label}>
          {entries.map((entry, index) => (
            <EntryEditor
              key={entry.key}
              entry={entry}
              path={`${path}.${index}`}
              position={index}
              total={entries.length}
              {...shared}
              onChange={(next) => replace(index, next)}
              onMove={(to, button) => {
                onChange(moved(entries, index, to))
                announce(text.moved(entry.rotulo || text.newItem, to + 1, entries.length))
                const atEdge = button === 'up' ? to === 0 : to === entries.length - 1
                focus(buttonId(entry.key, atEdge ? (button === 'up' ? 'down' : 'up') : button))
              }}
              onRemove={() => {
                onChange(entries.filter((_, at) => at !== index))
                announce(text.removed(entry.rotulo || text.newItem))
              }}
            >
              {nested && (
                <div className="menu-entry__submenu">
                  <p className="menu-entry__submenu-title">{text.submenu(entry.rotulo || text.newItem)}</p>
                  <EntryList
                    {...shared}
                    entries={entry.filhos}
                    path={`${path}.${index}.filhos`}
                    label={text.submenu(entry.rotulo || text.newItem)}
                    nested={false}
                    announce={announce}
                    focus={focus}
                    onChange={(filhos) => replace(index, { ...entry, filhos })}
                  />
                </div>
              )}
            </EntryEditor>
          ))}
        </ol>
      )}
      {!shared.readOnly && (
        <button type="button" className="btn btn--outline" onClick={() => onChange([...entries, newEntry()])}>
          {nested ? text.addItem : text.addChild}
          <span className="visually-hidden"> ({label})</span>
        </button>
      )}
    </>
  )
}

/** Loads the menu and keeps the screen's copy of it; "Salvar menu" sends it whole. */
function useMenuEditor() {
  const { reload, ...remote } = useRemoteData(fetchMenu)
  const [form, setForm] = useState<MenuForm | null>(null)
  const [warnings, setWarnings] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [saving, setSaving] = useState(false)
  const loaded = remote.status === 'ready' ? remote.data : null

  useEffect(() => {
    if (!loaded) return
    setForm(menuFormOf(loaded))
    setWarnings(loaded.avisos)
  }, [loaded])

  async function save() {
    if (!form) return
    setSaving(true)
    setFailure('')
    setErrors({})
    try {
      const menu = await saveMenu(menuInputOf(form))
      setForm(menuFormOf(menu))
      setWarnings(menu.avisos)
      setNotice(text.saved)
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(Object.fromEntries(error.issues.map((issue) => [issue.campo, issue.mensagem])))
      setFailure(failureText(error, messages.admin.saveFailed))
    } finally {
      setSaving(false)
    }
  }
  return { status: remote.status, reload, form, setForm, warnings, errors, failure, notice, setNotice, saving, save }
}

/**
 * /admin/menu: the site's menu, the footer and the links of Inclusão Digital Básica, each entry leading to a page
 * or a fixed route, one level of submenu; rename, reorder with buttons (the move is said to screen readers), remove,
 * then "Salvar menu". Secretaria reads it.
 */
export default function MenuScreen({ canEdit }: { canEdit: boolean }) {
  const menu = useMenuEditor()
  const pages = useRemoteData(listPages)
  const [announcement, setAnnouncement] = useState('')
  const [focusId, setFocusId] = useState('')
  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId('')
  }, [focusId])

  const { form } = menu
  const saveButton = canEdit && (
    <button type="button" className="btn" disabled={menu.saving || !form} onClick={() => void menu.save()}>
      {menu.saving ? messages.admin.saving : text.save}
    </button>
  )
  return (
    <AdminPage title={messages.siteMenu.title} actions={saveButton || undefined}>
      {!canEdit && <p>{text.readOnly}</p>}
      <StatusMessage message={menu.notice} />
      <ErrorAlert message={menu.failure} />
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {menu.warnings.length > 0 && (
        <ul className="page-warnings">
          {menu.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <RemoteListContent status={menu.status} loadingText={messages.common.loading} onRetry={menu.reload}>
        {form && (
          <fieldset className="menu-editor" disabled={!canEdit}>
            <legend className="visually-hidden">{messages.siteMenu.title}</legend>
            {MENU_AREAS.map((area: MenuArea) => (
              <section key={area} className="menu-area" aria-labelledby={`menu-area-${area}`}>
                <h2 id={`menu-area-${area}`}>{messages.siteMenu.areas[area]}</h2>
                <EntryList
                  entries={form[area]}
                  path={area}
                  label={messages.siteMenu.areas[area]}
                  nested
                  pages={dataOr(pages, [])}
                  readOnly={!canEdit}
                  errors={menu.errors}
                  announce={setAnnouncement}
                  focus={setFocusId}
                  onChange={(entries) => {
                    menu.setNotice('')
                    menu.setForm({ ...form, [area]: entries })
                  }}
                />
              </section>
            ))}
          </fieldset>
        )}
      </RemoteListContent>
    </AdminPage>
  )
}
