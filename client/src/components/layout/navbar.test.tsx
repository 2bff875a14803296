import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PATHS } from '@site/contracts'
import { Navbar, type NavItem } from './navbar'

/** The menu as the site's first start stores it (server/src/db/seed). */
const MENU: NavItem[] = [
  {
    rotulo: 'Instituição',
    caminho: PATHS.institution,
    filhos: [
      { rotulo: 'Equipe', caminho: PATHS.team },
      { rotulo: 'Realizações 2024', caminho: PATHS.achievements },
      { rotulo: 'Parceiros', caminho: PATHS.partners },
      { rotulo: 'Projetos anteriores', caminho: PATHS.pastProjects },
    ],
  },
  { rotulo: 'Certificados', caminho: PATHS.validator, filhos: [] },
  { rotulo: 'Notícias', caminho: PATHS.news, filhos: [] },
  { rotulo: 'USJ', caminho: PATHS.academicDocuments, filhos: [] },
  { rotulo: 'Contatos', caminho: PATHS.contacts, filhos: [] },
]

const setDesktop = (desktop: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }))
}

const renderNavbar = (items: NavItem[] = MENU, name = 'Fundação São José') =>
  render(
    <MemoryRouter>
      <Navbar items={items} name={name} />
    </MemoryRouter>,
  )

const institutionToggle = () => screen.getByRole('button', { name: 'Páginas de Instituição' })

afterEach(() => vi.unstubAllGlobals())

describe('Navbar', () => {
  it('shows the top-level items of the menu, with the institution submenu closed', () => {
    setDesktop(true)
    renderNavbar()
    for (const name of ['Instituição', 'Certificados', 'Notícias', 'USJ', 'Contatos']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Equipe' })).not.toBeInTheDocument()
  })

  it('opens the submenu on hover on desktop and closes it when the pointer leaves', async () => {
    setDesktop(true)
    const user = userEvent.setup()
    renderNavbar()
    const parent = screen.getByRole('link', { name: 'Instituição' }).closest('li') as HTMLElement
    await user.hover(parent)
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Equipe', 'Realizações 2024', 'Parceiros', 'Projetos anteriores']) {
      expect(screen.getByRole('link', { name })).toBeVisible()
    }
    await user.unhover(parent)
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens the submenu by tap inside the mobile menu, not on hover', async () => {
    setDesktop(false)
    const user = userEvent.setup()
    renderNavbar()
    const hamburger = screen.getByRole('button', { name: 'Menu' })
    expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    await user.click(hamburger)
    expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    expect(hamburger).toHaveAttribute('aria-controls', screen.getAllByRole('list')[0]?.id)

    await user.hover(institutionToggle())
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'false')
    await user.click(institutionToggle())
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Equipe' })).toBeVisible()
  })

  it('opens with Enter or Space and closes with Escape, returning focus to the toggle', async () => {
    setDesktop(true)
    const user = userEvent.setup()
    renderNavbar()
    institutionToggle().focus()
    await user.keyboard('{Enter}')
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(institutionToggle()).toHaveAttribute('aria-controls', screen.getByRole('link', { name: 'Equipe' }).closest('ul')?.id)

    await user.tab()
    expect(screen.getByRole('link', { name: 'Equipe' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(institutionToggle()).toHaveFocus()

    await user.keyboard(' ')
    expect(institutionToggle()).toHaveAttribute('aria-expanded', 'true')
  })

  it('keeps only one submenu open at a time', async () => {
    setDesktop(false)
    const user = userEvent.setup()
    renderNavbar([
      { rotulo: 'Primeiro', caminho: '/primeiro', filhos: [{ rotulo: 'Filho A', caminho: '/a' }] },
      { rotulo: 'Segundo', caminho: '/segundo', filhos: [{ rotulo: 'Filho B', caminho: '/b' }] },
    ])
    const first = screen.getByRole('button', { name: 'Páginas de Primeiro' })
    const second = screen.getByRole('button', { name: 'Páginas de Segundo' })
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Filho A' })).not.toBeInTheDocument()
  })

  it('closes the mobile menu with Escape and returns focus to the hamburger', async () => {
    setDesktop(false)
    const user = userEvent.setup()
    renderNavbar()
    const hamburger = screen.getByRole('button', { name: 'Menu' })
    await user.click(hamburger)
    await user.tab()
    await user.keyboard('{Escape}')
    expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    expect(hamburger).toHaveFocus()
  })

  it('names the foundation as configured, and shows the menu staff arranged', () => {
    setDesktop(true)
    renderNavbar([{ rotulo: 'Horta Comunitária', caminho: '/projetos-ativos/horta', filhos: [] }], 'Fundação Municipal de Educação')
    expect(screen.getByRole('link', { name: /^Fundação Municipal de Educação/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Horta Comunitária' })).toHaveAttribute('href', '/projetos-ativos/horta')
    expect(screen.queryByRole('link', { name: 'Instituição' })).not.toBeInTheDocument()
  })
})
