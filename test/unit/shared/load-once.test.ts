import { describe, expect, it } from 'vitest';
import { deferMethods, loadOnce } from '../../../domain/shared/load-once';

describe('loadOnce', () => {
  it('runs the loader on the first call only, and later calls share its promise', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});

describe('deferMethods', () => {
  it('loads the object on the first call of any named method and calls the method on it, with its arguments and `this`', async () => {
    let loads = 0;
    class Binding {
      readonly prefix = 'bound';
      bind(mobile: string, code: string) {
        return `${this.prefix} ${mobile} ${code}`;
      }
      async unbind() {
        return 'unbound';
      }
    }
    const load = loadOnce(async () => {
      loads++;
      return new Binding();
    });
    const binding = deferMethods(load, ['bind', 'unbind']);
    expect(loads).toBe(0);
    expect(Object.keys(binding)).toEqual(['bind', 'unbind']);
    expect(await binding.bind('13800000000', '1234')).toBe('bound 13800000000 1234');
    expect(await binding.unbind()).toBe('unbound');
    expect(loads).toBe(1);
  });
});
