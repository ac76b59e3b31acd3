import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const GROUP_CONTROL = '/site/api/v2/picture/search?app_id=4986&website=5000&channel=10&language=zh-CN&page_size=99&page_index=1';

interface Search {
  code: number;
  message: string;
  data: { advertisements: { title: string; content?: string }[]; count: number; page_index: number; page_size: number };
}

describe('content routes (SPEC §7 picture search, group control)', () => {
  it('answers the group-control picture search with the setting and banner advertisements and paging', async () => {
    const { app } = createTestApp();
    const answer = (await (await app.request(`http://demo.test${GROUP_CONTROL}`)).json()) as Search;
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ count: 2, page_index: 1, page_size: 99 });
    const setting = answer.data.advertisements.find((ad) => ad.title === 'setting')!;
    const actions = JSON.parse(setting.content!) as { action: string; content: string; pids: string[] }[];
    expect(actions.map((action) => action.action)).toEqual(['inject-style', 'inject-script', 'inject-script', 'run-script', 'inject-style']);
    expect(actions[1]!.content).toBe('http://demo.test/site/static/group-control.js');
  });

  it('pages with page_size and page_index, and needs an app_id', async () => {
    const { app } = createTestApp();
    const second = (await (await app.request('/site/api/v2/picture/search?app_id=4986&page_size=1&page_index=2')).json()) as Search;
    expect(second.data).toMatchObject({ count: 2, page_index: 2, page_size: 1 });
    expect(second.data.advertisements.map((ad) => ad.title)).toEqual(['banner']);
    const missing = (await (await app.request('/site/api/v2/picture/search')).json()) as Search;
    expect(missing).toMatchObject({ code: 10001, message: 'app_id is required' });
  });

  it('serves the group-control script, and a dev door replaces the actions', async () => {
    const { app } = createTestApp();
    const script = await app.request('/site/static/group-control.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('groupControl');
    const set = await app.request('/__dev/site-config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ action: 'inject-style', content: 'a{}' }]) });
    expect(set.status).toBe(200);
    const answer = (await (await app.request(GROUP_CONTROL)).json()) as Search;
    expect(answer.data.advertisements.find((ad) => ad.title === 'setting')!.content).toBe('[{"action":"inject-style","content":"a{}"}]');
  });
});
