/**
 * JSON that is safe inside a <script> element (a page's strings, who the page is for, structured
 * data): no `<` (so no `</script>`), and no line or paragraph separator (which old parsers read as
 * the end of a line).
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
