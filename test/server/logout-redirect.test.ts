import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

/** Where an answer sends the browser, as an absolute address. */
const followed = async (answer: Response | Promise<Response>) => new URL((await answer).headers.get('location') ?? '', 'http://localhost/').href;

/** Addresses a logout must not send the browser to (the test requests are on http://localhost). */
const FOREIGN = [
  'https://evil.example/',
  'http://localhost.evil.example/',
  'http://localhost:8080/',
  '//evil.example/',
  '/\\evil.example/',
  'javascript:alert(1)',
  'data:text/html,x',
];

const LOGOUTS = [
  { name: 'GET /logout/?page=', path: (target: string) => `/logout/?${new URLSearchParams({ page: target, aid: '1128', service: 'x' })}` },
  { name: 'GET /passport/web/logout/?next=', path: (target: string) => `/passport/web/logout/?${new URLSearchParams({ next: target, account_sdk_source: 'web' })}` },
];

describe.each(LOGOUTS)('$name goes back only to this server or a configured page origin (issue 26, finding 6)', ({ path }) => {
  it.each(FOREIGN)('a foreign %j is not followed: the logout goes to this origin root', async (target) => {
    const t = createTestApp();
    const answer = await t.get(path(target));
    expect(answer.status).toBe(302);
    expect(await followed(answer)).toBe('http://localhost/');
  });

  it('a same-origin address (absolute or a path) is followed', async () => {
    const t = createTestApp();
    expect(await followed(t.get(path('http://localhost/campaign?x=1')))).toBe('http://localhost/campaign?x=1');
    expect(await followed(t.get(path('/campaign')))).toBe('http://localhost/campaign');
  });

  it('an address on a configured page origin (corsOrigins) is followed', async () => {
    const t = createTestApp({ corsOrigins: ['http://localhost:5173'] });
    expect(await followed(t.get(path('http://localhost:5173/app')))).toBe('http://localhost:5173/app');
    expect(await followed(t.get(path('http://localhost:5174/app')))).toBe('http://localhost/');
  });
});
