// The app, started by main.tsx on a page the server did not draw: the admin area (a single-page app), or a public
// page the server could not draw. The global styles come first: every component's own stylesheet builds on them.
import './styles/global.css'
import './styles/layout.css'
import './styles/elements.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
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

createRoot(root).render(app)
