import { readFileSync } from 'node:fs';

/**
 * The contract server's data files (seeds, the captcha SDK it serves): `assets/` beside this
 * module in the sources, and beside the bundled server in the package (the build copies them).
 */
const ASSETS = new URL('./assets/', import.meta.url);

/** An asset's text. */
export function readAsset(name: string): string {
  return readFileSync(new URL(name, ASSETS), 'utf8');
}

/** An asset parsed as JSON. */
export function readJsonAsset<T>(name: string): T {
  return JSON.parse(readAsset(name)) as T;
}
