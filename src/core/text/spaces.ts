/** Text with every run of white space (line breaks included) one space, trimmed. */
export const collapseSpaces = (s: string): string => s.replace(/\s+/g, ' ').trim();
