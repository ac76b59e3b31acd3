import { DomInjectionAdapter } from '../../adapters/browser';
import { FakeDomInjection } from '../../adapters/fake';
import { domInjectionContract } from './dom-injection.contract';
import { createJsdomWindow } from './support/jsdom-window';

domInjectionContract('DomInjectionAdapter over jsdom', async () => {
  const window = await createJsdomWindow();
  const head = window.document.head;
  const before = head.children.length;
  return {
    port: new DomInjectionAdapter(window.document),
    added: () =>
      [...head.children].slice(before).map((element) => ({
        kind: element.tagName.toLowerCase() as 'style' | 'script',
        text: element.textContent ?? '',
        attrs: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
      })),
  };
});

domInjectionContract('FakeDomInjection', () => {
  const port = new FakeDomInjection();
  return { port, added: () => port.records.map((record) => ({ ...record, attrs: { ...record.attrs } })) };
});
