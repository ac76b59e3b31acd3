import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { ConsentService } from '../../../domain/consent/consent.service';
import type { ConsentConfig } from '../../../domain/consent/consent.types';
import { CookieConsent } from '../../../ui-react/consent/cookie-consent';

// The visitor's decision is stored in the browser: a server render cannot see it. The banner is
// rendered closed there and hydrates closed, then opens for a visitor who has not decided.

const CONFIG: ConsentConfig = {
  banner: { description: '我们使用 Cookie。' },
  cookieTypes: [{ name: '分析', cookies: [{ key: 'analytics', name: '访问统计' }] }],
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A consent service as a page starts it: with the decision of an earlier visit stored when `decided`. */
function consentService(decided: boolean): ConsentService {
  const ports = { storage: new InMemoryStorage(), clock: new FakeClock() };
  if (decided) {
    const earlierVisit = new ConsentService(ports, CONFIG);
    earlierVisit.acceptAll();
  }
  const consent = new ConsentService(ports, CONFIG);
  return consent;
}

/** Server-renders the banner on a consent with no decision, then hydrates it on `browser`. */
async function hydrate(browser: ConsentService): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CookieConsent consent={consentService(false)} />);
  document.body.append(container);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  await act(async () => {
    root = hydrateRoot(container, <CookieConsent consent={browser} />, { onRecoverableError: (error) => void errors.push(error) });
  });
  return errors;
}

const banner = () => document.querySelector<HTMLElement>('section.ck-consent-banner')!;

it('hydrates for a returning visitor, whose stored decision keeps the banner closed', async () => {
  const browser = consentService(true);
  expect(browser.state.bannerOpen).toBe(false);
  expect(await hydrate(browser)).toEqual([]);
  expect(banner().dataset.open).toBe('false');
  expect(banner().getAttribute('aria-hidden')).toBe('true');
});

it('hydrates for a first visit, then opens the banner', async () => {
  expect(await hydrate(consentService(false))).toEqual([]);
  expect(banner().dataset.open).toBe('true');
  expect(screen.getByText('我们使用 Cookie。')).toBeTruthy();
});
