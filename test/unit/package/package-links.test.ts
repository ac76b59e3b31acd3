import { describe, expect, it } from 'vitest';
import { checkPackageLinks } from '../../../scripts/package-links.mjs';

/** A packed package's file list: the pages, one doc with headings, and the build. */
const PACKED = ['package.json', 'README.md', 'LICENSE', 'docs/account.md', 'docs/security.md', 'dist/index.js'];

const ACCOUNT = '# Account\n\n## Log in by code\n\n## Timeouts of `passport` calls\n\nBack to the [README](../README.md).\n';
const SECURITY = '# Security\n\nSee [account](account.md#log-in-by-code) and [the timeouts](./account.md#timeouts-of-passport-calls).\n';

function check(readme: string, pages: Record<string, string> = {}): string[] {
  return checkPackageLinks(new Map(Object.entries({ 'README.md': readme, 'docs/account.md': ACCOUNT, 'docs/security.md': SECURITY, ...pages })), PACKED);
}

describe('the package pages\' links (npm run check:package)', () => {
  it('holds when every link names a packed file, and every anchor a heading of its page', () => {
    const readme = '# Kit\n\n## Install\n\nRead [the account](docs/account.md), [its timeouts](docs/account.md#timeouts-of-passport-calls), [install](#install), [LICENSE](LICENSE).\n\n```sh\ncurl https://example.com/not-a-link\n```\n\nCode `https://example.com/also-not` is no link either.\n';
    expect(check(readme)).toEqual([]);
  });

  it('fails a relative link to a file the tarball does not hold', () => {
    expect(check('# Kit\n\nSee [contributing](CONTRIBUTING.md) and [the spec](docs/SPEC.md).\n')).toEqual([
      'README.md:3: CONTRIBUTING.md names CONTRIBUTING.md, which is not in the packed package',
      'README.md:3: docs/SPEC.md names docs/SPEC.md, which is not in the packed package',
    ]);
  });

  it('fails an anchor that no heading gives, in the page or in the page linked', () => {
    expect(check('# Kit\n\n## Install\n\n[size](#size), [code](docs/account.md#log-in-by-password).\n')).toEqual([
      'README.md:5: #size: README.md has no heading #size',
      'README.md:5: docs/account.md#log-in-by-password: docs/account.md has no heading #log-in-by-password',
    ]);
  });

  it('fails a broken link in a docs/ page, resolved from that page\'s folder', () => {
    expect(check('# Kit\n', { 'docs/security.md': '# Security\n\n[readme](README.md) [up](../../x.md) [root](/docs/account.md)\n' })).toEqual([
      'docs/security.md:3: README.md names docs/README.md, which is not in the packed package',
      'docs/security.md:3: ../../x.md points outside the package',
      'docs/security.md:3: /docs/account.md points outside the package',
    ]);
  });

  it('fails every link outside the package: addresses, autolinks, bare addresses, HTML and images', () => {
    const readme = '# Kit\n\n[home](https://github.com/x/campaign-kit) <https://example.com> www.example.org\n\n![badge](https://img.shields.io/x.svg)\n\n<a href="mailto:a@example.com">mail</a>\n';
    expect(check(readme).map((problem) => problem.replace(/ \(.*/, ''))).toEqual([
      'README.md:3: links outside the package',
      'README.md:3: links outside the package',
      'README.md:3: links outside the package',
      'README.md:5: links outside the package',
      'README.md:7: links outside the package',
    ]);
  });
});
