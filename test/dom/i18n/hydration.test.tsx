import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { KitBase } from '../../../composition/kit';
// The entry, not the files: ui-react/ is being moved into folders.
import { CampaignKitProvider, EasyLogin, ReserveButton } from '../../../ui-react/index';
import { createBackendKit } from '../support/backend';

// Server rendering (Next.js) renders the widgets with a server kit, which sees neither the page's
// `lang` parameter nor the visitor's stored choice; the browser's kit sees both. The page hydrates
// in the server's language, then switches: no hydration mismatch.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
  vi.restoreAllMocks();
});

const page = (kit: KitBase): ReactNode => (
  <CampaignKitProvider kit={kit}>
    <EasyLogin />
    <ReserveButton />
  </CampaignKitProvider>
);

async function hydrate(serverKit: KitBase, browserKit: KitBase): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(serverKit));
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  await act(async () => {
    root = hydrateRoot(container, page(browserKit), { onRecoverableError: (error) => void errors.push(error) });
  });
  consoleError.mockRestore();
  return errors;
}

it('hydrates in the server-rendered language, then speaks the page lang parameter', async () => {
  const server = createBackendKit();
  expect(renderToString(page(server.kit))).toContain('手机号');

  const browser = createBackendKit({}, { url: 'https://campaign.test/?lang=en' });
  expect(browser.kit.i18n.language).toBe('en');
  expect(await hydrate(server.kit, browser.kit)).toEqual([]);
  expect(await screen.findByLabelText('Phone number')).toBeTruthy();
});

it("hydrates in the server-rendered language, then speaks the visitor's stored choice", async () => {
  const server = createBackendKit();
  const browser = createBackendKit();
  browser.kit.i18n.set('en');
  expect(await hydrate(server.kit, browser.kit)).toEqual([]);
  expect(await screen.findByRole('button', { name: 'Reserve now' })).toBeTruthy();
});

it('hydrates in the language option, which the server kit renders too', async () => {
  const server = createBackendKit({}, { language: 'en' });
  const browser = createBackendKit({}, { language: 'en' });
  expect(await hydrate(server.kit, browser.kit)).toEqual([]);
  expect(screen.getByLabelText('Phone number')).toBeTruthy();
});

it("hydrates in the server-rendered language, then speaks the visitor's browser language once its pack is here", async () => {
  const server = createBackendKit();
  const browser = createBackendKit({}, { languages: ['ko-KR', 'en'] });
  expect(browser.kit.i18n.language).toBe('ko');
  expect(await hydrate(server.kit, browser.kit)).toEqual([]);
  expect(await screen.findByRole('button', { name: '지금 사전예약' })).toBeTruthy();
});

it('renders a page whose language option is ja in Japanese on the server once kit.i18n.ready() resolved, and hydrates it', async () => {
  const server = createBackendKit({}, { language: 'ja' });
  await server.kit.i18n.ready();
  expect(renderToString(page(server.kit))).toContain('今すぐ事前登録');
  const browser = createBackendKit({}, { language: 'ja', languages: ['en-US'] });
  await browser.kit.i18n.ready();
  expect(await hydrate(server.kit, browser.kit)).toEqual([]);
  expect(screen.getByRole('button', { name: '今すぐ事前登録' })).toBeTruthy();
});
