// @vitest-environment-options { "url": "https://sxd.example.com/campaign" }
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { Footer } from '../../../ui-react/layout/footer';

// A server render has no location: the footer links from a stand-in address there. The browser
// hydrates that markup, then links from the page's own address.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('hydrates a footer rendered on the server without pageUrl, then links from the page address', async () => {
  const footer = <Footer layout="desktop" licenceTable={{ 'sxd.example.com': '新广出审[2026]1号' }} />;
  vi.stubGlobal('location', undefined);
  const html = renderToString(footer);
  vi.unstubAllGlobals();
  expect(html).toContain('from_source=localhost');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  await act(async () => {
    root = hydrateRoot(container, footer, { onRecoverableError: (error) => void errors.push(error) });
  });
  expect(errors).toEqual([]);

  expect(location.hostname).toBe('sxd.example.com');
  const guardian = screen.getByRole('link', { name: /家长监护/ });
  expect(new URL(guardian.getAttribute('href')!).searchParams.get('from_source')).toBe('sxd');
  expect(screen.getByText('新广出审[2026]1号')).toBeTruthy();
});
