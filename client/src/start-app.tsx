// The app, started by main.tsx on a page the server did not draw: the admin area (a single-page app), or a public
// page the server could not draw. The global styles are main.tsx's, linked first on every page.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/router'
import { ErrorBoundary } from './components/layout/error-boundary'
import { ErrorPage } from './components/layout/error-page'

const app = (
  <StrictMode>
    <BrowserRouter>
      <ErrorBoundary fallback={<ErrorPage standalone />}>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  </StrictMode>
)

/**
 * Draws the app into `root`. Called by main.tsx rather than run on import: the bundler may place code that page
 * chunks share in this entry's chunk, and an island that imports it must not start the app.
 */
export function startApp(root: HTMLElement): void {
  createRoot(root).render(app)
}
