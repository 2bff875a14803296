import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom'

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

/**
 * Renders `element` at `path` (a query string included) in a memory router the test can read and drive:
 * `address()` is the current path and query, `router.navigate(-1)` goes back.
 */
export function renderRouted(element: ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  const view = render(<RouterProvider router={router} />)
  const address = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, address }
}
