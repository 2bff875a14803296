import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages, PATHS, type AdminNews, type ContentRevision, type NewsState } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { createNews, fetchNewsForStaff, listNewsRevisions, restoreNewsRevision, updateNews } from '../api'
import { emptyNewsForm, formFromNews, inputFromForm, type NewsForm } from './news-form'

const text = messages.news

type Errors = Partial<Record<keyof NewsForm | 'capaId' | 'estado', string>>

export type NewsEditor = ReturnType<typeof useNewsEditor>

/** What a save did: a draft saved, an item published now, or one scheduled for its date. */
function savedNotice(result: AdminNews): string {
  if (result.estado !== 'publicado') return text.saved
  return Date.parse(result.publicadoEm) > Date.now() ? text.scheduledDone(formatDateTime(result.publicadoEm)) : text.publishedDone
}

/** The item being edited (none for a new one): its form, last saved state, revisions, and save and restore. */
export function useNewsEditor(id: number | null) {
  const navigate = useNavigate()
  const [form, setForm] = useState<NewsForm>(emptyNewsForm)
  const [saved, setSaved] = useState<AdminNews | null>(null)
  // Bumped whenever the form is replaced from the server, so the body editor starts again from the new text.
  const [version, setVersion] = useState(0)
  const [revisions, setRevisions] = useState<ContentRevision[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
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
      setNotice(savedNotice(result))
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

  // An existing item cannot be saved before it has loaded: the empty form would overwrite it.
  const disabled = busy || (id !== null && saved === null)
  return { form, set, saved, version, revisions, errors, failure, notice, disabled, save, restore }
}

