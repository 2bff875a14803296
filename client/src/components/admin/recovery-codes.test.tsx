import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@site/contracts'
import { RecoveryCodes } from './recovery-codes'

const text = messages.adminAccounts
const CODES = ['k7m2-p9qx', 'a4tz-81hw', 'zz3c-7nvd']

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('recovery codes', () => {
  it('copies every code, one a line, and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    render(<RecoveryCodes codes={CODES} />)
    await user.click(screen.getByRole('button', { name: text.copyCodes }))
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'))
    expect(screen.getByRole('status')).toHaveTextContent(text.codesCopied)
  })

  it('says what to do when the browser refuses to copy', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<RecoveryCodes codes={CODES} />)
    await user.click(screen.getByRole('button', { name: text.copyCodes }))
    expect(screen.getByRole('alert')).toHaveTextContent(text.copyFailed)
  })

  it('prints them', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(<RecoveryCodes codes={CODES} />)
    await userEvent.click(screen.getByRole('button', { name: text.printCodes }))
    expect(print).toHaveBeenCalledOnce()
  })
})
