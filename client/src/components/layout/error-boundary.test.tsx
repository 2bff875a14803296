import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page'
import { ErrorBoundary } from './error-boundary'

function Broken(): never {
  throw new Error('falha de teste')
}

describe('ErrorBoundary', () => {
  it('shows the Portuguese error page with a way back when a page crashes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <ErrorBoundary fallback={<ErrorPage />}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/')
  })
})
