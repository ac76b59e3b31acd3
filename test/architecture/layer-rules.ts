import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Globals that belong to a browser or a platform: the domain and the ports never touch them. */
export const PLATFORM_GLOBALS = new Set([
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
  'fetch', 'XMLHttpRequest', 'globalThis', 'self', 'screen', 'crypto', 'indexedDB',
  'requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval',
  'WeixinJSBridge', 'wx', 'JSBridge', 'ToutiaoJSBridge',
]);

const FRAMEWORKS = /^(react|react-dom|react\/.*|react-dom\/.*|axios|inversify|@inversifyjs\/.*|reflect-metadata.*)$/;

interface Rule {
  readonly layer: string;
  readonly forbidsGlobals: boolean;
  readonly typeImportsOnly: boolean;
  readonly forbiddenImport: (specifier: string) => string | undefined;
  /** Layers this one may import types from, and nothing else. */
  readonly typesOnlyFrom?: readonly string[];
}

/** True when an import or export declaration brings types only (`import type`, or every named binding marked `type`). */
function typesOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly));
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

const insideLayer = (specifier: string, layer: string): boolean =>
  specifier.startsWith('.') && new RegExp(`(^|/)${layer}(/|$)`).test(specifier);

const RULES: readonly Rule[] = [
  {
    layer: 'domain',
    forbidsGlobals: true,
    typeImportsOnly: false,
    forbiddenImport: (s) =>
      FRAMEWORKS.test(s) ? `imports ${s}` :
      ['adapters', 'ui-react', 'composition', 'demo'].find((layer) => insideLayer(s, layer)) ? `imports ${s}` : undefined,
  },
  {
    layer: 'ports',
    forbidsGlobals: true,
    typeImportsOnly: true,
    forbiddenImport: (s) => (s.startsWith('.') && !s.startsWith('./') ? `imports outside ports/: ${s}` : FRAMEWORKS.test(s) ? `imports ${s}` : undefined),
  },
  {
    layer: 'adapters',
    forbidsGlobals: false,
    typeImportsOnly: false,
    forbiddenImport: (s) =>
      ['domain', 'ui-react', 'composition'].find((layer) => insideLayer(s, layer)) || /^(react|react-dom|inversify)$/.test(s) ? `imports ${s}` :
      // axios is an optional peer: the AxiosHttpAdapter is handed it (`new AxiosHttpAdapter(axios)`).
      /^axios(\/.*)?$/.test(s) ? `imports ${s} (an optional peer: take it as an argument)` : undefined,
  },
  {
    layer: 'ui-react',
    forbidsGlobals: false,
    typeImportsOnly: false,
    // rxjs stays in the domain: the widgets reach its streams through useStateSource and useEvents only.
    forbiddenImport: (s) => (/^(axios|rxjs|rxjs\/.*|inversify|@inversifyjs\/.*|reflect-metadata.*)$/.test(s) || insideLayer(s, 'adapters') ? `imports ${s}` : undefined),
    // The widgets run on services built by hand as well as on a kit: composition/ (the container,
    // createCampaignKit) is for types only, so a page with one widget never bundles it.
    typesOnlyFrom: ['composition'],
  },
];

/** One breach of the layer rule of ARCHITECTURE.md. */
export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

/** Checks one source file, named by its path from the repository root (e.g. `domain/x.ts`). */
export function checkFile(path: string, text: string): Violation[] {
  const rule = RULES.find((candidate) => path.startsWith(`${candidate.layer}/`));
  if (!rule) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const violations: Violation[] = [];
  const report = (node: ts.Node, reason: string) =>
    violations.push({ file: path, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, reason });

  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const reason = rule.forbiddenImport(specifier);
      if (reason) report(node, reason);
      if (rule.typeImportsOnly && ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) report(node, `value import in a types-only layer: ${specifier}`);
      const typesLayer = rule.typesOnlyFrom?.find((layer) => insideLayer(specifier, layer));
      if (typesLayer && !typesOnly(node)) report(node, `imports values from ${typesLayer}/: ${specifier}`);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) {
        const reason = rule.forbiddenImport(argument.text) ?? (rule.typesOnlyFrom?.some((layer) => insideLayer(argument.text, layer)) ? `imports values from ${argument.text}` : undefined);
        if (reason) report(node, reason);
      }
    }
    if (rule.forbidsGlobals && ts.isIdentifier(node) && PLATFORM_GLOBALS.has(node.text) && isGlobalReference(node)) {
      report(node, `uses the platform global ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** True when the identifier reads a free variable (not a property name, declaration, or member). */
function isGlobalReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) ||
       ts.isPropertySignature(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent) || ts.isSetAccessor(parent) ||
       ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) ||
       ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) ||
       ts.isEnumMember(parent)) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return !isDeclaredLocally(node);
}

/** A parameter or variable of that name in an enclosing scope shadows the global. */
function isDeclaredLocally(node: ts.Identifier): boolean {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    let found = false;
    ts.forEachChild(scope, (child) => {
      if ((ts.isParameter(child) || ts.isVariableStatement(child) || ts.isVariableDeclarationList(child)) && declares(child, node.text)) found = true;
    });
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === node.text)) return true;
    if (found) return true;
  }
  return false;
}

function declares(node: ts.Node, name: string): boolean {
  if (ts.isParameter(node)) return ts.isIdentifier(node.name) && node.name.text === name;
  const list = ts.isVariableStatement(node) ? node.declarationList : (node as ts.VariableDeclarationList);
  return list.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
}

/** Every .ts/.tsx file under the layers the rule covers. */
export function listLayerFiles(root: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) out.push({ path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  for (const rule of RULES) {
    const dir = join(root, rule.layer);
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir);
  }
  return out;
}

/** Checks the whole repository. */
export function checkRepository(root: string): Violation[] {
  return listLayerFiles(root).flatMap((file) => checkFile(file.path, file.text));
}
