import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../ui-react/layout/footer';
import { TopBar } from '../../../ui-react/layout/top-bar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGE = 'https://sxd.example.com/campaign';
const UNSAFE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/'];

/** Every href the container renders. */
function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? '');
}

describe('links the layout renders go through safeHref (issue 26, finding 5)', () => {
  it.each(UNSAFE)('a footer given %j for its ICP and police-filing links renders the lines as text, with a warning', (unsafe) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Footer pageUrl={PAGE} policeFiling={{ text: '京公网安备 11000002000001号', href: unsafe }} icp={{ text: '京ICP备00000000号', href: unsafe }} />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('京公网安备 11000002000001号');
    expect(footer.textContent).toContain('京ICP备00000000号');
    expect(within(footer).queryByRole('link', { name: '京ICP备00000000号' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: '京公网安备 11000002000001号' })).toBeNull();
    for (const href of hrefs(container)) {
      expect(href).not.toMatch(/script:|^data:|^\/\//i);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('icp'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('policeFiling'));
  });

  it('a footer keeps safe ICP and police-filing links', () => {
    render(<Footer pageUrl={PAGE} policeFiling={{ text: '公安备案', href: 'https://beian.example/' }} icp={{ text: 'ICP', href: '/icp' }} />);
    expect(screen.getByRole('link', { name: '公安备案' }).getAttribute('href')).toBe('https://beian.example/');
    expect(screen.getByRole('link', { name: 'ICP' }).getAttribute('href')).toBe('/icp');
  });

  it.each(UNSAFE)('a top bar given %j as its href links the logo to / instead', (unsafe) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<TopBar logo="/logo.png" logoAlt="星渊回响" href={unsafe} />);
    expect(hrefs(container)).toEqual(['/']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('href'));
  });

  it('a top bar keeps a safe href', () => {
    const { container } = render(<TopBar logo="/logo.png" logoAlt="星渊回响" href="https://game.example.com/home" />);
    expect(hrefs(container)).toEqual(['https://game.example.com/home']);
  });
});
