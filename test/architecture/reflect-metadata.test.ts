import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Does campaign-kit need reflect-metadata at run time? We use no decorators, only bindings made by
 * factories (`toDynamicValue`) and `get`. Yet inversify 7 keeps its own bookkeeping in reflect
 * metadata: every binding takes an id from a counter stored with
 * `Reflect.getOwnMetadata(Object, '@inversifyjs/core/bindingId')` (in @inversifyjs/core), and every
 * `new ContainerModule` does the same for module ids (in @inversifyjs/container).
 * @inversifyjs/container imports 'reflect-metadata' for that, and lists it as a peer dependency.
 *
 * Here a child Node process resolves 'reflect-metadata' to an empty module: the first binding (or
 * the first module) fails with
 *   TypeError: Reflect.getOwnMetadata is not a function
 *       at (@inversifyjs/reflect-metadata-utils/lib/esm/index.js)
 *       at (@inversifyjs/container/lib/esm/index.js)
 * (inversify 7 publishes its code minified, so the frames carry short names.) The metadata
 * functions are all it needs: 'reflect-metadata/lite' (the same functions without the Map, Set
 * and WeakMap shims) is enough. So the build bundles inversify into dist/ with its import of
 * 'reflect-metadata' sent to 'reflect-metadata/lite' (scripts/bundled-dependencies.mjs), which
 * ships as a dependency; it stays out of our own imports.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Node module hooks resolving each of `specifiers` to an empty module. */
function emptyModules(specifiers: readonly string[]) {
  const hooks = `export async function resolve(specifier, context, next) {
  if (${JSON.stringify(specifiers)}.includes(specifier)) return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
  return `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
}

const FULL = ['reflect-metadata'];
const BOTH = ['reflect-metadata', 'reflect-metadata/lite'];

/** Runs `code` as an ES module in a child Node process, with the `emptied` specifiers resolved to empty modules. */
function runNode(code: string, emptied: readonly string[] = []) {
  const hooks = emptied.length > 0 ? ['--import', `data:text/javascript,${encodeURIComponent(emptyModules(emptied))}`] : [];
  return spawnSync(process.execPath, [...hooks, '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
}

/** The container as composition/kit.ts builds it: constants, a module of factory bindings, get. */
const container = `
import { Container, ContainerModule } from 'inversify';
const Settings = Symbol.for('test.Settings');
const Service = Symbol.for('test.Service');
const container = new Container({ defaultScope: 'Singleton' });
container.bind(Settings).toConstantValue({ aid: 1128 });
const module = new ContainerModule(({ bind }) => {
  bind(Service).toDynamicValue((ctx) => ({ aid: ctx.get(Settings).aid })).inSingletonScope();
});
container.load(module);
console.log(JSON.stringify(container.get(Service)));
`;

/** A kit from the built ESM entry. */
const kit = `
const { createCampaignKit, account, reservation } = await import('campaign-kit');
const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', apiOrigin: 'https://act.example.com', features: [account(), reservation()] });
console.log(JSON.stringify({ features: kit.features, account: typeof kit.account.sendCode, reservation: typeof kit.reservation.reserve }));
`;

const missing = 'TypeError: Reflect.getOwnMetadata is not a function';

describe('reflect-metadata at run time', () => {
  it('the container, built as the kit builds it, works with reflect-metadata', () => {
    const run = runNode(container);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ aid: 1128 });
  });

  it('the container fails without it: inversify keeps binding ids in reflect metadata', () => {
    const run = runNode(container, BOTH);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(missing);
    expect(run.stderr).toContain('@inversifyjs/reflect-metadata-utils');
    expect(run.stderr).toContain('@inversifyjs/container');
  });

  it('the container works with reflect-metadata/lite alone: the metadata functions are all it needs', () => {
    const run = runNode(`import 'reflect-metadata/lite';\n${container}`, FULL);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ aid: 1128 });
  });

  describe('a kit from the built entry', () => {
    const built = existsSync(`${root}/dist/esm/composition/index.js`);
    /** The built JS files (ESM and CJS) and what each imports from reflect-metadata or inversify. */
    const imports = () =>
      readdirSync(`${root}/dist`, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(c?js)$/.test(file) && !file.startsWith('dev-server'))
        .flatMap((file) => [...readFileSync(`${root}/dist/${file}`, 'utf8').matchAll(/(?:\bimport\s*(?:[^'"]*?\bfrom\s*)?|\brequire\()\s*['"]((?:reflect-metadata|inversify|@inversifyjs)[^'"]*)['"]/g)].map((match) => match[1]));

    it.runIf(built)('bundles the container and imports reflect-metadata/lite, never the whole polyfill', () => {
      expect([...new Set(imports())]).toEqual(['reflect-metadata/lite']);
    });

    it.runIf(built)('ships the licence notice of every package it bundles', () => {
      const notices = readFileSync(`${root}/dist/THIRD-PARTY-LICENSES.txt`, 'utf8');
      const bundled = ['inversify', ...readdirSync(`${root}/node_modules/@inversifyjs`).map((name) => `@inversifyjs/${name}`)];
      for (const name of bundled) expect(notices).toMatch(new RegExp(`^${name} \\S+ \\(MIT\\)\\n\\n(The )?MIT License`, 'm'));
    });

    it.runIf(built)('is created with reflect-metadata/lite alone', () => {
      const run = runNode(kit, FULL);
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ features: ['account', 'reservation'], account: 'function', reservation: 'function' });
    });

    it.runIf(built)('fails without it, at the first binding', () => {
      const run = runNode(kit, BOTH);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(missing);
      expect(run.stderr).toContain('dist/esm/');
    });
  });
});
