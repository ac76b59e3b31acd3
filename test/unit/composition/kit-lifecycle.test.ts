import { describe, expect, it } from 'vitest';
import { linkTo, type AnyFeature, type PartName } from '../../../composition/feature';
import { buildKit, checkFeatures, type KitHooks } from '../../../composition/kit';
import { resolveSettings } from '../../../composition/options';
import { createServerPorts } from '../../../composition/platform/server-platform';
import { createFakeHttp } from '../../../adapters/fake/fake-http';

const ports = () => createServerPorts({ transport: createFakeHttp().http, pageUrl: 'https://campaign.test/' });
const settings = { aid: 1128, appId: 'test-app', activityId: 'test-activity' };

/** A feature by hand: the kit checks only its shape, so tests can name what it does. */
function feature(name: string, parts: Partial<Omit<AnyFeature, 'name'>>): AnyFeature {
  return { name, members: {}, ...parts } as unknown as AnyFeature;
}

function kitWith(features: readonly AnyFeature[], hooks?: KitHooks) {
  const onPage = ports();
  return buildKit(resolveSettings({ ...settings, features }, onPage.page.url()), checkFeatures(features), onPage, hooks) as unknown as Record<string, unknown> & { start(): Promise<void>; destroy(): void };
}

/** A page turn the test gives by hand. */
function turns() {
  const waiting: (() => void)[] = [];
  return {
    yieldToPage: () => new Promise<void>((resolve) => waiting.push(resolve)),
    next: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('kit.start(): start-up effects', () => {
  it('runs each effect after its own turn of the page, in the order listed', async () => {
    const log: string[] = [];
    const page = turns();
    const kit = kitWith(
      [feature('tracking', { start: () => void log.push('tracking') }), feature('siteConfig', { start: () => void log.push('siteConfig') })],
      { yieldToPage: page.yieldToPage },
    );
    const started = kit.start();
    expect(log).toEqual([]);
    await page.next();
    expect(log).toEqual(['tracking']);
    await page.next();
    expect(log).toEqual(['tracking', 'siteConfig']);
    await started;
    expect(page.pending).toBe(0);
  });

  it("runs every feature's listen at once, before the first turn, and its start after its turn", async () => {
    const log: string[] = [];
    const page = turns();
    const kit = kitWith(
      [
        feature('tracking', { start: () => void log.push('tracking start') }),
        feature('monitoring', { listen: () => void log.push('monitoring listen'), start: () => void log.push('monitoring start') }),
      ],
      { yieldToPage: page.yieldToPage },
    );
    const started = kit.start();
    expect(log).toEqual(['monitoring listen']);
    await page.next();
    await page.next();
    await started;
    expect(log).toEqual(['monitoring listen', 'tracking start', 'monitoring start']);
  });

  it('rejects with a failed listen, after the start-up effects ran', async () => {
    const failure = new Error('no page health');
    const log: string[] = [];
    const kit = kitWith([
      feature('monitoring', {
        listen: () => {
          throw failure;
        },
      }),
      feature('tracking', { start: () => void log.push('tracking start') }),
    ]);
    await expect(kit.start()).rejects.toBe(failure);
    expect(log).toEqual(['tracking start']);
  });

  it('runs the later effects when one fails, then rejects with the failure', async () => {
    const log: string[] = [];
    const failure = new Error('lookup failed');
    const page = turns();
    const kit = kitWith(
      [
        feature('tracking', {
          start: () => {
            throw failure;
          },
        }),
        feature('siteConfig', { start: async () => void log.push('siteConfig') }),
      ],
      { yieldToPage: page.yieldToPage },
    );
    const outcome = expect(kit.start()).rejects.toBe(failure);
    await page.next();
    await page.next();
    await outcome;
    expect(log).toEqual(['siteConfig']);
  });

  it('runs once: a second call returns the first call\'s promise', async () => {
    let runs = 0;
    const kit = kitWith([feature('tracking', { start: () => void (runs += 1) })]);
    const first = kit.start();
    expect(kit.start()).toBe(first);
    await first;
    expect(runs).toBe(1);
  });

  it('runs nothing where start-up effects do not belong (startEffects: false)', async () => {
    let runs = 0;
    await kitWith([feature('tracking', { start: () => void (runs += 1) })], { startEffects: false }).start();
    expect(runs).toBe(0);
  });
});

describe('links between features', () => {
  // A part name no real feature provides: the kit binds whatever name a feature gives.
  const THING = 'thing' as PartName;

  function provider(built: { count: number }) {
    return feature('account', { members: { thing: () => ({ id: (built.count += 1) }) } });
  }

  it('builds nothing at creation, and links when the linked service is first used', () => {
    const built = { count: 0 };
    const log: unknown[] = [];
    const linker = feature('tracking', {
      links: [
        linkTo(THING, (thing) => {
          log.push((thing as unknown as { id: number }).id);
          return () => log.push('undone');
        }),
      ],
    });
    const kit = kitWith([provider(built), linker]);
    expect(built.count).toBe(0);
    expect(log).toEqual([]);
    expect(kit.thing).toEqual({ id: 1 });
    expect(kit.thing).toEqual({ id: 1 });
    expect(log).toEqual([1]);
    kit.destroy();
    expect(log).toEqual([1, 'undone']);
  });

  it('skips a link to a feature that is not listed', () => {
    const linker = feature('tracking', { links: [linkTo(THING, () => () => undefined)] });
    expect(() => kitWith([linker])).not.toThrow();
  });
});
