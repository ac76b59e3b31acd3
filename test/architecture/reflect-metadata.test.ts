import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Does campaign-kit need reflect-metadata at run time? We use no decorators, only bindings made by
 * factories (`toConstantValue`, `toDynamicValue`) in `ContainerModule`s, and `get`. Yet inversify 7
 * keeps its own bookkeeping in reflect metadata: every binding takes an id from a counter stored
 * with `Reflect.getOwnMetadata(Object, '@inversifyjs/core/bindingId')` (in @inversifyjs/core), and
 * every `new ContainerModule` does the same for module ids (in @inversifyjs/container).
 * @inversifyjs/container imports 'reflect-metadata' for that, and lists it as a peer dependency.
 *
 * Here a child Node process resolves 'reflect-metadata' to an empty module: the first binding (or
 * the first module, which the kit creates at import time) fails with
 *   TypeError: Reflect.getOwnMetadata is not a function
 *       at (@inversifyjs/reflect-metadata-utils/lib/esm/index.js)
 *       at (@inversifyjs/container/lib/esm/index.js)
 * (inversify 7 publishes its code minified, so the frames carry short names.) So reflect-metadata
 * ships as a dependency; it stays out of our own imports.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const emptyReflectMetadata = `export async function resolve(specifier, context, next) {
  if (specifier === 'reflect-metadata/lite' || specifier === 'reflect-metadata') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
const registerHooks = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(emptyReflectMetadata)}`)});`;

/** Runs `code` as an ES module in a child Node process, optionally without reflect-metadata. */
function runNode(code: string, { withoutReflectMetadata }: { withoutReflectMetadata: boolean }) {
  const hooks = withoutReflectMetadata ? ['--import', `data:text/javascript,${encodeURIComponent(registerHooks)}`] : [];
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
    const run = runNode(container, { withoutReflectMetadata: false });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ aid: 1128 });
  });

  it('the container fails without it: inversify keeps binding ids in reflect metadata', () => {
    const run = runNode(container, { withoutReflectMetadata: true });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(missing);
    expect(run.stderr).toContain('@inversifyjs/reflect-metadata-utils');
    expect(run.stderr).toContain('@inversifyjs/container');
  });

  describe('a kit from the built entry', () => {
    const built = existsSync(`${root}/dist/esm/composition/index.js`);

    it.runIf(built)('is created with reflect-metadata', () => {
      const run = runNode(kit, { withoutReflectMetadata: false });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ features: ['account', 'reservation'], account: 'function', reservation: 'function' });
    });

    it.runIf(built)('fails already on import without it (feature modules are created at import time)', () => {
      const run = runNode(kit, { withoutReflectMetadata: true });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(missing);
      expect(run.stderr).toContain('@inversifyjs/container');
    });
  });
});
