/** '2024-03-25' -> '25/03/2024', read as a calendar date (no time-zone shift). */
export const formatDate = (iso: string): string => {
  const [year, month, day] = iso.slice(0, 10).split('-')
  return `${day}/${month}/${year}`
}
