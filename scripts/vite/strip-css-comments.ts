// Comments in styled-components' CSS (the tagged templates of src/) are part of a JS string: the
// minifier keeps them, so every visitor downloaded them (~0.4 KB gzip of the initial JS). They
// are for the reader of the source, so the build drops them.
import { parseSync, type Plugin } from 'vite';

const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;

interface Node {
  type?: unknown;
  [key: string]: unknown;
}

interface TemplateElementNode {
  start: number;
  end: number;
  value: { raw: string };
}

function* taggedTemplates(node: unknown): Generator<TemplateElementNode[]> {
  if (Array.isArray(node)) {
    for (const child of node) yield* taggedTemplates(child);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Node;
  if (object.type === 'TaggedTemplateExpression') {
    const quasi = object.quasi as { quasis: TemplateElementNode[] };
    yield quasi.quasis;
  }
  for (const [key, value] of Object.entries(object)) {
    if (key !== 'parent' && value !== null && typeof value === 'object') {
      yield* taggedTemplates(value);
    }
  }
}

/**
 * `code` without the CSS comments inside its tagged templates; null when there are none (or the
 * file does not parse: it is left as it is). Only the text parts of a template are touched, and
 * only comments that open and close within one part.
 */
export function stripTemplateCssComments(code: string, filename: string): string | null {
  if (!code.includes('/*') || !code.includes('`')) return null;
  const parsed = parseSync(filename, code);
  if (parsed.errors.length > 0) return null;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const quasis of taggedTemplates(parsed.program)) {
    for (const element of quasis) {
      const raw = element.value.raw;
      if (!raw.includes('/*')) continue;
      // The element's span may include the template's delimiters: find its text within it.
      const at = code.indexOf(raw, element.start);
      if (at < 0 || at + raw.length > element.end) continue;
      edits.push({ start: at, end: at + raw.length, text: raw.replace(CSS_COMMENT, '') });
    }
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Drops the CSS comments of src/'s styled-components templates from the build. */
export function stripCssComments(): Plugin {
  return {
    name: 'bridge-please:strip-css-comments',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null;
      const stripped = stripTemplateCssComments(code, id);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
