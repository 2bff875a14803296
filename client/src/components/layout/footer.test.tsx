import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isoDateInSiteZone, PATHS, SITE_NAMES, siteShell } from '@site/contracts'
import { publishSiteContacts } from '../../lib/site-contacts'
import { mockFetch } from '../../test/mock-fetch'
import { renderRouted } from '../../test/render'
import { Footer } from './footer'

const year = Number(isoDateInSiteZone().slice(0, 4))

describe('footer', () => {
  it("names the foundation as set in Configurações (else the site's name), with this year's copyright", async () => {
    mockFetch({ 'GET /configuracoes/contatos': { body: {} } })
    // The client tests share their modules (isolate: false): another file may have left a name published.
    publishSiteContacts({})
    renderRouted(<Footer links={[{ rotulo: 'Aviso de privacidade', caminho: PATHS.privacy, filhos: [] }]} />, '/')
    expect(await screen.findByRole('heading', { name: SITE_NAMES.name })).toBeInTheDocument()
    expect(screen.getByText(siteShell.copyright(year, SITE_NAMES.name))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', PATHS.privacy)

    const nomeFundacao = 'Fundação Municipal de Educação'
    act(() => void publishSiteContacts({ nomeFundacao }))
    expect(screen.getByRole('heading', { name: nomeFundacao })).toBeInTheDocument()
    expect(screen.getByText(siteShell.copyright(year, nomeFundacao))).toBeInTheDocument()
  })
})
