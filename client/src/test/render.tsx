import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'

/** Renders `element` at `path`, with a stand-in login page to observe redirects. */
export function renderAt(element: ReactElement, path: string, routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wp-admin" element={<h1>Página de login</h1>} />
        <Route path={routePath} element={element} />
      </Routes>
    </MemoryRouter>,
  )
}
