import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

// Each DOM project runs on the React it names: dom on the project's React 19, dom-react18 on 18.
it('runs on the React of its project, react and react-dom alike', () => {
  const project = (globalThis as { __vitest_worker__?: { ctx?: { projectName?: string } } }).__vitest_worker__?.ctx?.projectName;
  expect(project).toMatch(/^dom(-react18)?$/);
  expect(version).toBe(domVersion);
  expect(version.split('.')[0]).toBe(project === 'dom-react18' ? '18' : '19');
});
