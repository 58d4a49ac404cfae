/**
 * What a page's headings say, read from its server-rendered HTML (issue 51: no empty section or
 * heading anywhere). A small tokenizer is enough for React's output (well-formed, attributes
 * quoted, no optional end tags); scripts, styles and templates are skipped.
 *
 *   headingProblems(html) → ['empty <h2>', '<h2> "Contact us" is followed by nothing']
 *
 * A heading is empty when it has no text (nor an image's alt or an aria-label). A heading is
 * followed by nothing when, before the next heading of the same or a higher rank and (but for the
 * page's h1, often alone in a hero) before its section ends (section, article, aside, nav, main,
 * header, footer, dialog, form, body), no text and no image, control or link comes.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const SECTIONING = new Set(['section', 'article', 'aside', 'nav', 'main', 'header', 'footer', 'dialog', 'form', 'body']);
/** Elements that are content by themselves, without text. */
const CONTENT_ELEMENTS = new Set(['img', 'svg', 'input', 'select', 'textarea', 'button', 'iframe', 'video', 'audio', 'canvas', 'picture']);

interface Atom {
  kind: 'heading' | 'content';
  level: number;
  text: string;
  /** The ids of the sectioning elements it is inside, innermost last. */
  sections: number[];
  /** Inside a heading (its own text): not content after it. */
  inHeading: boolean;
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

const attr = (tag: string, name: string) => decode(tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1] ?? '');

/** The page read in order: headings (with their text) and pieces of content, each with its sections. */
function atomsOf(html: string): Atom[] {
  const body = html.replace(/<!--[\s\S]*?-->/g, '');
  const atoms: Atom[] = [];
  const stack: Array<{ name: string; section?: number; heading?: Atom }> = [];
  let nextSection = 1;
  let skipping: string | null = null;
  const sections = () => stack.filter((e) => e.section).map((e) => e.section!);
  const openHeading = () => [...stack].reverse().find((e) => e.heading)?.heading;
  for (const token of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    const [, closing, rawName, , text] = token;
    if (text !== undefined) {
      if (skipping) continue;
      const words = decode(text).trim();
      if (!words) continue;
      const heading = openHeading();
      if (heading) heading.text += ` ${words}`;
      atoms.push({ kind: 'content', level: 0, text: words, sections: sections(), inHeading: !!heading });
      continue;
    }
    const name = rawName.toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (closing) {
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!token[0].endsWith('/>')) skipping = name;
      continue;
    }
    const tag = token[0];
    const heading = openHeading();
    const label = attr(tag, 'aria-label') || (name === 'img' ? attr(tag, 'alt') : '');
    if (heading && label) heading.text += ` ${label}`;
    if (/^h[1-6]$/.test(name)) {
      const atom: Atom = { kind: 'heading', level: Number(name[1]), text: '', sections: sections(), inHeading: false };
      atoms.push(atom);
      stack.push({ name, heading: atom });
      continue;
    }
    if (CONTENT_ELEMENTS.has(name) || (name === 'a' && attr(tag, 'href'))) {
      if (attr(tag, 'aria-hidden') !== 'true') atoms.push({ kind: 'content', level: 0, text: `<${name}>`, sections: sections(), inHeading: !!heading });
    }
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    stack.push({ name, ...(SECTIONING.has(name) ? { section: nextSection++ } : {}) });
  }
  return atoms;
}

export function headingProblems(html: string): string[] {
  const atoms = atomsOf(html);
  const problems: string[] = [];
  atoms.forEach((atom, i) => {
    if (atom.kind !== 'heading') return;
    const name = `<h${atom.level}>`;
    const text = atom.text.trim();
    if (!text) {
      problems.push(`empty ${name}`);
      return;
    }
    // The page's title (h1) often sits alone in a hero section: the page's content follows it.
    const own = atom.level === 1 ? undefined : atom.sections.at(-1);
    for (const next of atoms.slice(i + 1)) {
      if (own !== undefined && !next.sections.includes(own)) break;
      if (next.kind === 'heading') {
        if (next.level <= atom.level) break;
        return; // A subheading: its own content is checked with it.
      }
      if (!next.inHeading) return;
    }
    problems.push(`${name} "${text}" is followed by nothing`);
  });
  return problems;
}
