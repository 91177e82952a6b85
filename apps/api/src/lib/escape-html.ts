const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values put into HTML: users typed them (names, titles), so all are escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
