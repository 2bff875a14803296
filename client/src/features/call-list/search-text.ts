/** Text as the search compares it: no accents, lower case, single spaces ('  JOSÉ ' -> 'jose'). */
export const searchable = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
