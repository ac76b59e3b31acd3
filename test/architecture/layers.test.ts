import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkRepository } from './layer-rules';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the layer rule of ARCHITECTURE.md', () => {
  // Reads and parses every source file: seconds on a busy machine, hence the longer timeout.
  it('holds for the whole repository', { timeout: 30_000 }, () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('catches a domain file that reads window', () => {
    const violations = checkFile('domain/x/bad.ts', 'export const href = () => window.location.href;\n');
    expect(violations).toEqual([{ file: 'domain/x/bad.ts', line: 1, reason: 'uses the platform global window' }]);
  });

  it.each([
    ['document', 'export const t = () => document.title;'],
    ['localStorage', 'export const v = localStorage.getItem("k");'],
    ['fetch', 'export const go = () => fetch("/x");'],
    ['setTimeout', 'export const later = (f: () => void) => setTimeout(f, 1);'],
    ['navigator', 'export const ua = { ua: navigator.userAgent };'],
  ])('catches a domain file that uses %s', (global, source) => {
    expect(checkFile('domain/x/bad.ts', source).map((v) => v.reason)).toEqual([`uses the platform global ${global}`]);
  });

  it.each(['react', 'axios', 'inversify', '../../adapters/browser/window-page.adapter', '../../ui-react/hooks'])(
    'catches a domain file that imports %s',
    (specifier) => {
      expect(checkFile('domain/x/bad.ts', `import x from '${specifier}';\nexport default x;\n`)).toHaveLength(1);
    },
  );

  it('lets the domain import rxjs, its state layer', () => {
    const source = "import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';\nexport const s = new BehaviorSubject(1);\n";
    expect(checkFile('domain/x/state.ts', source)).toEqual([]);
  });

  it('lets the domain name the same words as properties, parameters and locals', () => {
    const source = [
      'export function f(window: number, o: { document: string }) {',
      '  const location = o.document;',
      '  return { window, navigator: location, fetch: 1 };',
      '}',
      'export interface P { readonly history: string[] }',
    ].join('\n');
    expect(checkFile('domain/x/ok.ts', source)).toEqual([]);
  });

  it('allows only type imports in ports/', () => {
    expect(checkFile('ports/x.port.ts', "import { Foo } from './foo';\n")).toHaveLength(1);
    expect(checkFile('ports/x.port.ts', "import type { Foo } from './foo';\n")).toEqual([]);
  });

  it('keeps adapters away from domain services and the UI', () => {
    expect(checkFile('adapters/browser/x.ts', "import { AccountService } from '../../domain/account/account.service';\n")).toHaveLength(1);
    expect(checkFile('adapters/browser/x.ts', "import type { HttpPort } from '../../ports/http.port';\n")).toEqual([]);
  });

  it('keeps rxjs out of the UI, types included', () => {
    expect(checkFile('ui-react/x.tsx', "import { BehaviorSubject } from 'rxjs';\n")).toHaveLength(1);
    expect(checkFile('ui-react/x.tsx', "import type { Observable } from 'rxjs';\n")).toHaveLength(1);
    expect(checkFile('ui-react/x.tsx', "import { map } from 'rxjs/operators';\n")).toHaveLength(1);
  });

  it('keeps axios out of the adapters: an optional peer, handed to the AxiosHttpAdapter', () => {
    expect(checkFile('adapters/browser/x.ts', "import axios from 'axios';\n").map((v) => v.reason)).toEqual(['imports axios (an optional peer: take it as an argument)']);
    expect(checkFile('adapters/browser/x.ts', "import type { AxiosInstance } from 'axios';\n")).toHaveLength(1);
  });

  it('keeps the UI from calling HTTP itself', () => {
    expect(checkFile('ui-react/x.tsx', "import axios from 'axios';\n")).toHaveLength(1);
  });

  it('lets the UI import only types from composition/, and never the container', () => {
    expect(checkFile('ui-react/x/y.tsx', "import type { KitBase } from '../../composition/kit';\n")).toEqual([]);
    expect(checkFile('ui-react/x/y.tsx', "import { type KitBase } from '../../composition/kit';\n")).toEqual([]);
    expect(checkFile('ui-react/x/y.tsx', "export type { KitBase } from '../../composition/kit';\n")).toEqual([]);
    expect(checkFile('ui-react/x/y.tsx', "import { createCampaignKit } from '../../composition/create-campaign-kit';\n").map((v) => v.reason)).toEqual([
      'imports values from composition/: ../../composition/create-campaign-kit',
    ]);
    expect(checkFile('ui-react/x/y.tsx', "export { media } from '../../composition/features/media.feature';\n")).toHaveLength(1);
    expect(checkFile('ui-react/x/y.tsx', "const load = () => import('../../composition/kit');\n")).toHaveLength(1);
    expect(checkFile('ui-react/x/y.tsx', "import { Container } from 'inversify';\n")).toHaveLength(1);
  });
});
