import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The repository files a page's bundle holds (esbuild, as npm run size bundles a page). */
export async function bundledFiles(page: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: page, resolveDir: ROOT, sourcefile: 'page.js', loader: 'js' },
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  return Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
}
