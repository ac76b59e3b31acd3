import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { PagedList } from '../../../domain/content/paged-list';
import type { NewsItem } from '../../../domain/content/content.types';
import { NewsList } from '../../../ui-react/content/news-list';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { createContentKit } from './support/content-backend';

// A server renders a loaded news list in its own time zone; the visitor's browser is often in
// another, where the same instant is another day. The page hydrates with the server's dates, then
// shows the visitor's.

const ZONE = process.env.TZ;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  process.env.TZ = ZONE;
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const ITEM: NewsItem = { id: 'n1', title: '全平台预约开启', summary: '', publishedAt: Date.parse('2026-11-20T02:00:00Z'), likeCount: 0, forwardCount: 0, raw: {} };

it('hydrates a news list rendered in another time zone, then dates it in the visitor’s', async () => {
  const { kit } = createContentKit();
  const list = new PagedList<NewsItem>(async () => ({ top: [], items: [ITEM], count: 1 }));
  await list.load();
  const page = (
    <CampaignKitProvider kit={kit}>
      <NewsList list={list} />
    </CampaignKitProvider>
  );

  process.env.TZ = 'Asia/Shanghai'; // the server
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);

  process.env.TZ = 'America/Los_Angeles'; // the visitor: 2026-11-19, 18:00
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => void errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T02:00:00.000Z');
  expect(screen.getByText('2026/11/19')).toBeTruthy();
});
