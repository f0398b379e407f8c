/** A text matched literally inside a RegExp built from it (ids, names, record keys). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
