export { ServerPageAdapter, notOnServerMessage } from './server-page.adapter';
export { ServerScriptLoaderAdapter } from './server-script-loader.adapter';
