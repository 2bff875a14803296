import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* and waitFor wait for a condition; the default second is too short for a lazy route's first import on a
// busy machine, and waiting longer costs nothing when the condition holds sooner.
configure({ asyncUtilTimeout: 15_000 })

afterEach(() => cleanup())
