export { ServerPageAdapter } from './server-page.adapter';
export { ServerScriptLoaderAdapter } from './server-script-loader.adapter';
export { MemoryStorageAdapter } from './memory-storage.adapter';
