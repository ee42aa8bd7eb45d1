/** Escapes text for SVG/HTML element content and attribute values; every user string passes here at the edge. */
export function escapeXml(text: string | number): string {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
