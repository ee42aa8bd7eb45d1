/** Daggers mark reconstructed lines only where some lines are published: marking every line says nothing. */
export const usesDaggers = (items: { reconstructed: boolean }[]): boolean =>
  items.some((u) => u.reconstructed) && !items.every((u) => u.reconstructed);
