/**
 * Text with every run of white space (line breaks included) one space, trimmed. Only runs that
 * are not already one plain space are rewritten: most of a text's spaces are, and leaving them
 * be is what makes this fast on a whole document.
 */
export const collapseSpaces = (s: string): string => s.replace(/\s{2,}|[^\S ]/g, ' ').trim();
