// TypeDoc plugin: files each export of a module under the feature it belongs to, read from the
// folder its declaration lives in (domain/account and ui-react/account -> Account), so the
// reference groups every entry by feature without a @category tag in the sources. An explicit
// @category in a doc comment wins.
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/**
 * A bounded context's folder under domain/ or ui-react/, by the feature's name in the README and
 * the spec.
 * @type {Record<string, string>}
 */
const CONTEXTS = {
  account: 'Account',
  affiliate: 'Affiliate area',
  captcha: 'Captcha',
  config: 'Kit',
  consent: 'Cookie consent',
  content: 'Content',
  device: 'Device detection',
  download: 'Download',
  http: 'HTTP',
  i18n: 'Language',
  layout: 'Header and footer',
  location: 'Location',
  'login-widget': 'Easy-login widget',
  mail: 'Mail',
  media: 'Media',
  monitoring: 'Monitoring',
  'nav-bar': 'Nav bar',
  passport: 'Passport',
  poster: 'Poster and QR',
  reservation: 'Reservation',
  servers: 'Servers and roles',
  share: 'Sharing',
  'site-config': 'Site config',
  tracking: 'Tracking',
};

/** The other folders, most specific first: [path prefix, category]. */
const FOLDERS = [
  ['domain/shared/', 'State'],
  ['ui-react/shared/', 'Provider and hooks'],
  ['ports/errors.ts', 'Errors'],
  ['ports/', 'Ports'],
  ['adapters/browser/', 'Browser adapters'],
  ['adapters/bridge/', 'App bridge adapters'],
  ['adapters/weixin/', 'Weixin adapters'],
  ['adapters/server/', 'Server adapters'],
  ['adapters/fake/', 'Fakes'],
  ['composition/platform/', 'Platform'],
  ['composition/testing.ts', 'Testing'],
  ['composition/test-backend.ts', 'Testing'],
  ['composition/', 'Kit'],
  ['demo/server/store.ts', 'Contract server store'],
  ['demo/server/seed.ts', 'Contract server store'],
  ['demo/server/state/', 'Contract server store'],
  ['demo/server/', 'Contract server'],
];

/** A file of composition/features/ (`account.feature.ts`, `account.options.ts`, `consent-gate-for.ts`). */
const FEATURE_FILE = /^composition\/features\/([\w-]+?)(?:\.(?:feature|options|module))?\.ts$/;
/**
 * Feature files named otherwise than their bounded context's folder.
 * @type {Record<string, string>}
 */
const FEATURE_CONTEXTS = { providers: 'account', 'consent-gate-for': 'consent' };

/**
 * The category of a declaration in `path` (relative to the package root), or undefined when no
 * rule names its folder. A feature's own files go with its bounded context; the rest of
 * composition/ is the kit.
 * @param {string} path
 */
export function categoryOf(path) {
  const context = path.match(/^(?:domain|ui-react)\/([\w-]+)\//)?.[1] ?? path.match(FEATURE_FILE)?.[1];
  const category = context && CONTEXTS[FEATURE_CONTEXTS[context] ?? context];
  return category ?? FOLDERS.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, ({ project }) => {
    for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
      for (const child of module.children ?? []) {
        if (hasCategory(child)) continue;
        const declaration = child.isReference() ? child.getTargetReflectionDeep() : child;
        const path = project.getSymbolIdFromReflection(declaration)?.packagePath;
        const category = path && categoryOf(path);
        if (!category) {
          app.logger.warn(`${module.name}: ${child.name} (${path ?? 'no source'}) has no category: name its folder in scripts/typedoc/categories.mjs`);
          continue;
        }
        const tag = new CommentTag('@category', [{ kind: 'text', text: category }]);
        if (child.comment) child.comment.blockTags.push(tag);
        else child.comment = new Comment([], [tag]);
      }
    }
  });
}

/** @param {import('typedoc').DeclarationReflection | import('typedoc').ReferenceReflection} reflection */
function hasCategory(reflection) {
  const comments = [reflection.comment, ...(reflection.isDeclaration() ? reflection.getNonIndexSignatures().map((signature) => signature.comment) : [])];
  return comments.some((comment) => comment?.getTag('@category'));
}
