// The app, started by main.tsx once the page is painted. The global styles come first: every component's own
// stylesheet builds on them.
import './styles/global.css'
import './styles/layout.css'
import './styles/elements.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/router'
import { ErrorBoundary } from './components/layout/error-boundary'
import { ErrorPage } from './components/layout/error-page'

const root = document.getElementById('root')
// eslint-disable-next-line texts/no-literal-text -- a broken build's error for the developer's console, never shown on a page
if (!root) throw new Error('Elemento #root ausente em index.html')

const app = (
  <StrictMode>
    <BrowserRouter>
      <ErrorBoundary fallback={<ErrorPage standalone />}>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  </StrictMode>
)

// A public page arrives drawn by the server (server/src/pages/page-renderer.ts) and React takes over its markup;
// the admin area arrives empty and is drawn here. Taken over as a transition, the work is cut into short tasks
// between which the browser paints and answers the visitor; a click that comes in between makes React finish the
// takeover first, then handles it.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  createRoot(root).render(app)
}
