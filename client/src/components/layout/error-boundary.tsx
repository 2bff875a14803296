import { Component, type ReactNode } from 'react'

type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode }

/** Shows the Portuguese error page instead of a blank screen when a page throws while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
