import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { documentTitle, messages } from '@site/contracts'
import { publishSiteContacts } from '../../lib/site-contacts'
import { mockFetch } from '../../test/mock-fetch'
import { renderRouted } from '../../test/render'
import { PageMeta } from './page-meta'

describe('page title', () => {
  it('ends with the foundation name set in Configurações, else with the site\'s short name', async () => {
    mockFetch({ 'GET /configuracoes/contatos': { body: {} } })
    // The client tests share their modules (isolate: false): another file may have left a name published.
    publishSiteContacts({})
    const title = messages.admin.panelTitle
    renderRouted(<PageMeta title={title} description={messages.admin.welcome} />, '/admin')
    await waitFor(() => expect(document.title).toBe(documentTitle(title)))

    const nomeFundacao = 'Fundação Municipal de Educação'
    act(() => void publishSiteContacts({ nomeFundacao }))
    await waitFor(() => expect(document.title).toBe(`${title} — ${nomeFundacao}`))
  })
})
