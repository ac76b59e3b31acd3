/**
 * True in a development build. Bundlers (Vite, webpack, Next.js) replace `process.env.NODE_ENV`
 * in the kit's code; where nothing replaced it and there is no `process` (a page loading the
 * kit's modules as they are), the build counts as production, the strict one.
 */
export function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
