/** `list` with the entry at `from` moved to `to` (the buttons "Mover para cima" and "Mover para baixo"). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry!)
  return next
}
