import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entries = {
  'campaign-kit': 'dist/index.d.ts',
  'campaign-kit/adapters': 'dist/adapters.d.ts',
  'campaign-kit/react': 'dist/react.d.ts',
  'campaign-kit/testing': 'dist/testing.d.ts',
} as const;

/**
 * Classes the source exports type-only (`export type { QrLogin }`) whose `type` the declaration
 * bundle drops, so dist/index.d.ts offers them as values that the entry does not have at run time.
 * Known, to be fixed where they are exported or in the declaration build; the list may only shrink.
 */
const KNOWN_TYPE_ONLY_CLASSES = new Set([
  'AccountCancellation',
  'AccountPassword',
  'EmailBinding',
  'MobileBinding',
  'ProviderStatus',
  'QrLogin',
  'SecondVerification',
  'CaptchaWidget',
  'PassportClient',
  'VerificationScriptLoader',
  // The passport call families (kit.passport's members), exported as types for the API reference.
  'CodeApi',
  'LoginApi',
  'RegisterApi',
  'BindApi',
  'PasswordApi',
  'VerifyApi',
  'CancelApi',
  'OpenAuthApi',
  'QrApi',
  'MobileWebApi',
]);

/** The names each entry's declarations export as values (classes, functions, constants). */
function declaredValues(): Record<string, string[]> {
  const files = Object.values(entries).map((file) => `${root}/${file}`);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const typeOnly = (symbol: ts.Symbol): boolean =>
    symbol.declarations?.some((declaration) => ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ?? false;
  const result: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(entries)) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(`${root}/${file}`)!)!;
    result[entry] = checker.getExportsOfModule(module).flatMap((exported) => {
      let symbol: ts.Symbol | undefined = exported;
      while (symbol && symbol.flags & ts.SymbolFlags.Alias) {
        if (typeOnly(symbol)) return [];
        symbol = checker.getImmediateAliasedSymbol(symbol);
      }
      return symbol && symbol.flags & ts.SymbolFlags.Value ? [exported.name] : [];
    });
  }
  return result;
}

/** The names each built ESM entry exports at run time, read in plain Node. */
function runtimeValues(): Record<string, string[]> {
  const code = `const out = {}; for (const entry of ${JSON.stringify(Object.keys(entries))}) out[entry] = Object.keys(await import(entry)); console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })) as Record<string, string[]>;
}

describe('the declarations and the built entries agree', () => {
  it('every value an entry’s declarations export exists at run time (but the known type-only classes)', () => {
    expect(existsSync(`${root}/dist/index.d.ts`), 'run npm run build first').toBe(true);
    const declared = declaredValues();
    const runtime = runtimeValues();
    for (const entry of Object.keys(entries)) {
      expect(declared[entry]!.length, entry).toBeGreaterThan(0);
      const missing = declared[entry]!.filter((name) => !runtime[entry]!.includes(name) && !KNOWN_TYPE_ONLY_CLASSES.has(name));
      expect(missing, `${entry}: declared as values, absent at run time`).toEqual([]);
    }
  }, 60_000);
});
