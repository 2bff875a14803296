import { useCallback, useEffect, useState } from 'react'
import { messages, type AdminPage, type ContentRevision } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { fetchPage, listPageRevisions, publishPage, restorePageRevision, saveDraft, trashPage, unpublishPage } from '../api'
import { draftFromForm, formChanged, formFromPage, type PageForm } from './page-form'

const text = messages.pageEditor

export type PageEditor = ReturnType<typeof usePageEditor>

/** What the server answered to an action the menu holds up: its question (409), to ask the staff. */
export type MenuQuestion = { action: 'unpublish' | 'trash'; message: string }

/** One page of the editor: its form, the saved draft, revisions, and every action on it. */
export function usePageEditor(id: number) {
  const [saved, setSaved] = useState<AdminPage | null>(null)
  const [form, setForm] = useState<PageForm | null>(null)
  const [version, setVersion] = useState(0)
  const [revisions, setRevisions] = useState<ContentRevision[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  const show = useCallback((page: AdminPage, history: ContentRevision[]) => {
    setSaved(page)
    setForm(formFromPage(page))
    setRevisions(history)
    setVersion((value) => value + 1)
  }, [])

  const load = useCallback(async () => show(...(await Promise.all([fetchPage(id), listPageRevisions(id)]))), [id, show])

  useEffect(() => {
    load().catch((error: unknown) => setFailure((error as Error).message))
  }, [load])

  const edit = (change: (current: PageForm) => PageForm) => setForm((current) => current && change(current))

  /** Runs `action`, reporting its failure (and the fields it names); resolves to whether it succeeded. */
  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true)
    setFailure('')
    setNotice('')
    setErrors({})
    try {
      setNotice(await action())
      return true
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.campo, issue.mensagem])))
      }
      setFailure((error as Error).message)
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Saves the form when it differs from the stored draft (publishing sends what is on screen). */
  async function saveIfChanged() {
    if (form && formChanged(form, saved)) show(await saveDraft(id, draftFromForm(form)), await listPageRevisions(id))
  }

  const save = () =>
    run(async () => {
      if (!form) return ''
      show(await saveDraft(id, draftFromForm(form)), await listPageRevisions(id))
      return text.saved
    })

  /** Publishes now, or at `at` (an ISO moment). */
  const publish = (at?: string) =>
    run(async () => {
      await saveIfChanged()
      const page = await publishPage(id, at)
      show(page, await listPageRevisions(id))
      return at ? text.scheduled(formatDateTime(at)) : text.published
    })

  const [question, setQuestion] = useState<MenuQuestion | null>(null)

  /**
   * Unpublishes or trashes the page. The menu linking to it makes the server ask first (409, saying where): the
   * question is kept for the staff to confirm, and the confirmed call goes again with `confirmar=sim`.
   */
  async function takeDown(action: MenuQuestion['action'], confirm: boolean): Promise<'done' | 'asked'> {
    try {
      if (action === 'unpublish') {
        show(await unpublishPage(id, confirm), await listPageRevisions(id))
        setNotice(text.unpublished)
      } else {
        await trashPage(id, confirm)
      }
      setQuestion(null)
      return 'done'
    } catch (error) {
      if (!confirm && error instanceof ApiRequestError && error.status === 409) {
        setQuestion({ action, message: error.message })
        return 'asked'
      }
      throw error
    }
  }

  const restore = async (revision: ContentRevision) => {
    show(await restorePageRevision(id, revision.id), await listPageRevisions(id))
    setNotice(messages.contentHistory.restored)
  }

  // The page cannot be saved before it has loaded: an empty form would overwrite it.
  const disabled = busy || saved === null
  return { form, edit, saved, version, revisions, errors, failure, notice, disabled, save, publish, takeDown, question, setQuestion, restore }
}
