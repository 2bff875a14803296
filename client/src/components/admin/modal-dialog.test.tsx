import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ModalDialog } from './modal-dialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ModalDialog open={open} title="Diálogo de teste" onClose={() => setOpen(false)}>
        <label htmlFor="campo-a">Campo A</label>
        <input id="campo-a" />
        <button type="button" onClick={() => setOpen(false)}>
          Cancelar
        </button>
      </ModalDialog>
    </>
  )
}

describe('ModalDialog', () => {
  it('is labelled by its title, focuses the first field, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Abrir' })
    await user.click(opener)

    expect(screen.getByRole('dialog', { name: 'Diálogo de teste' })).toBeInTheDocument()
    expect(screen.getByLabelText('Campo A')).toHaveFocus()

    const field = screen.getByLabelText('Campo A')
    const cancel = screen.getByRole('button', { name: 'Cancelar' })
    const close = screen.getByRole('button', { name: 'Fechar: Diálogo de teste' })
    // Order inside: close (header), field, Cancelar; Tab wraps at both ends.
    await user.tab()
    expect(cancel).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab()
    expect(field).toHaveFocus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(cancel).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})
