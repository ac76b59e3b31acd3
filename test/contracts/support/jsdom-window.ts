/** Where a test window starts. */
export interface JsdomWindowOptions {
  readonly url?: string;
  readonly referrer?: string;
  readonly userAgent?: string;
}

/** A jsdom window, with its own constructors (Event, MutationObserver, HTMLScriptElement). */
export type JsdomWindow = Window & typeof globalThis;

interface JsdomModule {
  readonly JSDOM: new (html: string, options: Readonly<Record<string, unknown>>) => { readonly window: JsdomWindow };
}

/** A non-literal specifier: the project has no @types/jsdom, so the module is typed by hand here. */
const JSDOM_PACKAGE = 'jsdom';
let jsdomModule: Promise<JsdomModule> | undefined;

/** A fresh jsdom window per call, so each test gets its own document, cookies and storage. */
export async function createJsdomWindow({ url = 'https://campaign.example.com/', referrer, userAgent }: JsdomWindowOptions = {}): Promise<JsdomWindow> {
  jsdomModule ??= import(/* @vite-ignore */ JSDOM_PACKAGE) as Promise<JsdomModule>;
  const { JSDOM } = await jsdomModule;
  const options = { url, referrer, pretendToBeVisual: true, ...(userAgent === undefined ? {} : { resources: { userAgent } }) };
  return new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', options).window;
}
