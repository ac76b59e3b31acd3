// The links of the pages a user reads from the installed package (README.md, docs/*.md), checked
// against the packed file list: every relative link names a file in the tarball (and, with a
// `#fragment`, a heading of that file), every in-page anchor a heading of its own page, and no link
// leaves the package. No external address is allowed: the package has no public home, and what a
// user reads offline must not send them anywhere else. A bare address in running text counts as a
// link (GitHub and npm turn it into one); addresses in code spans and code blocks are not links.
// Used by scripts/check-package.mjs; test/unit/package/package-links.test.ts feeds it broken pages.
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: true, linkify: true });
/** `href="..."` / `src="..."` in raw HTML inside the Markdown. */
const HTML_LINK = /\b(?:href|src)\s*=\s*["']([^"']*)["']/gi;
/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: a link outside the package. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Every link target in a Markdown page, in order, with its line (1-based). */
export function linksOf(text) {
  const links = [];
  const visit = (tokens, line) => {
    for (const token of tokens) {
      const at = token.map ? token.map[0] + 1 : line;
      if (token.type === 'link_open') links.push({ target: token.attrGet('href') ?? '', line: at });
      else if (token.type === 'image') links.push({ target: token.attrGet('src') ?? '', line: at });
      else if (token.type === 'html_inline' || token.type === 'html_block') {
        for (const match of token.content.matchAll(HTML_LINK)) links.push({ target: match[1], line: at });
      }
      if (token.children) visit(token.children, at);
    }
  };
  visit(markdown.parse(text, {}), 1);
  return links;
}

/** The anchors GitHub and npm give a page's headings (`## Use on a page` -> `use-on-a-page`). */
export function anchorsOf(text) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  const tokens = markdown.parse(text, {});
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[index + 1];
    const words = (inline.children ?? []).filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
    anchors.add(slugger.slug(words));
  });
  for (const match of text.matchAll(/<a\s+(?:name|id)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]);
  return anchors;
}

/**
 * Problems with the links of `pages` (package-relative path -> Markdown text), given `packed`, the
 * package-relative paths of every file in the tarball. Empty when every link holds.
 */
export function checkPackageLinks(pages, packed) {
  const files = new Set(packed);
  const anchors = new Map();
  const anchorsIn = (path) => {
    if (!anchors.has(path)) anchors.set(path, pages.has(path) ? anchorsOf(pages.get(path)) : new Set());
    return anchors.get(path);
  };
  const problems = [];
  for (const [page, text] of pages) {
    for (const { target, line } of linksOf(text)) {
      const where = `${page}:${line}`;
      if (EXTERNAL.test(target)) {
        problems.push(`${where}: links outside the package (${target}); the README and docs/ link only to files in the package`);
        continue;
      }
      const [rawPath, fragment] = splitFragment(target);
      const path = rawPath === '' ? page : resolvePath(page, decodeURI(rawPath));
      if (path === undefined) {
        problems.push(`${where}: ${target} points outside the package`);
        continue;
      }
      if (!files.has(path)) {
        problems.push(`${where}: ${target} names ${path}, which is not in the packed package`);
        continue;
      }
      if (fragment !== undefined && path.endsWith('.md') && !anchorsIn(path).has(decodeURIComponent(fragment))) {
        problems.push(`${where}: ${target}: ${path} has no heading #${fragment}`);
      }
    }
  }
  return problems;
}

function splitFragment(target) {
  const hash = target.indexOf('#');
  return hash === -1 ? [target, undefined] : [target.slice(0, hash), target.slice(hash + 1)];
}

/** `target` relative to `page`'s folder, as a package-relative path; undefined when it climbs out or is absolute. */
function resolvePath(page, target) {
  if (target.startsWith('/')) return undefined;
  const parts = page.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}
