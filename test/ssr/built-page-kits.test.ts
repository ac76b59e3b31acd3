// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The repository root is vitest's working directory (jsdom gives import.meta.url no file scheme).
const ENTRY = join(process.cwd(), 'dist/esm/composition/index.js');
const options = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://api.test' };
const destroyAfter: Array<{ destroy(): void }> = [];

afterEach(() => {
  destroyAfter.splice(0).forEach((kit) => kit.destroy());
  vi.unstubAllEnvs();
});

describe('the built entry reads the page bundler\'s mode at run time (process.env.NODE_ENV is not baked in by our build)', () => {
  it('refuses a second kit on the page in a production build and takes one in a development build', async () => {
    expect(existsSync(ENTRY), 'run npm run build first').toBe(true);
    const kitModule = (await import(/* @vite-ignore */ ENTRY)) as typeof import('../../composition/index');
    const create = () => kitModule.createCampaignKit({ ...options, features: [kitModule.account()] });

    vi.stubEnv('NODE_ENV', 'production');
    destroyAfter.push(create());
    expect(() => destroyAfter.push(create())).toThrow(expect.objectContaining({ code: 'ALREADY_INITIALIZED' }));

    vi.stubEnv('NODE_ENV', 'development');
    expect(() => destroyAfter.push(create())).not.toThrow();
    expect(destroyAfter).toHaveLength(2);
  });
});
