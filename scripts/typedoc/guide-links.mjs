// TypeDoc plugin: a doc comment that names a guide in plain text (`@see docs/account.md`, "See
// docs/content.md.") links to that guide's page in the reference, as a markdown link would. The
// sources keep the plain path, which reads well in an editor and on GitHub.
import { fileURLToPath } from 'node:url';
import { Converter, normalizePath } from 'typedoc';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** `docs/name.md` standing alone in text (not already a markdown link's label or part of a longer path). */
const GUIDE = /(?<![\w./[-])docs\/([\w-]+)\.md\b(?!\]\()/g;

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, ({ project }) => {
    const guides = new Set((project.documents ?? []).map((document) => project.files.getReflectionPath(document)));
    const fileOf = (name) => {
      const path = normalizePath(`${ROOT}docs/${name}.md`);
      if (guides.has(path)) return project.files.registerAbsolute(path).target;
      app.logger.warn(`A doc comment names docs/${name}.md, which is not a guide in docs/`);
      return undefined;
    };
    const link = (parts) => parts.flatMap((part) => (part.kind === 'text' ? linkGuides(part.text, fileOf) : [part]));
    for (const { comment } of Object.values(project.reflections)) {
      if (!comment) continue;
      comment.summary = link(comment.summary);
      for (const tag of comment.blockTags) tag.content = link(tag.content);
    }
  });
}

/**
 * Splits `text` around each guide it names into a markdown link whose destination is the guide's
 * file, which TypeDoc renders as a link to the guide's page.
 * @param {string} text
 * @param {(name: string) => import('typedoc').FileId | undefined} fileOf
 * @returns {import('typedoc').CommentDisplayPart[]}
 */
function linkGuides(text, fileOf) {
  const parts = [];
  let end = 0;
  for (const match of text.matchAll(GUIDE)) {
    const target = fileOf(match[1]);
    if (target === undefined) continue;
    parts.push({ kind: 'text', text: `${text.slice(end, match.index)}[${match[0]}](` });
    parts.push({ kind: 'relative-link', text: match[0], target, targetAnchor: undefined });
    parts.push({ kind: 'text', text: ')' });
    end = match.index + match[0].length;
  }
  parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}
