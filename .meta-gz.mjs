import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { PACKAGE_SOURCES } from './scripts/package-sources.mjs';
const ROOT=process.cwd()+'/';
const r = await build({ entryPoints:[process.argv[2]], absWorkingDir: ROOT, bundle:true, splitting:true, format:'esm', minify:true, write:false, metafile:true, outdir:'size-out', logLevel:'silent',
 external:['react','react-dom','react/jsx-runtime','react-dom/client'],
 plugins:[{name:'k',setup(b){b.onResolve({filter:/^campaign-kit(\/.*)?$/},({path})=>({path:ROOT+PACKAGE_SOURCES[path]}))}}]});
const outs=r.metafile.outputs; const files=new Map(r.outputFiles.map(f=>[f.path.slice(ROOT.length),f]));
const entry=Object.keys(outs).find(k=>outs[k].entryPoint); const seen=new Set([entry]); const q=[entry];
while(q.length){const k=q.pop(); for(const im of outs[k].imports) if(im.kind==='import-statement'&&!seen.has(im.path)&&outs[im.path]){seen.add(im.path);q.push(im.path);}}
let gz=0; for(const k of seen) if(k.endsWith('.js')) gz+=gzipSync(files.get(k).contents,{level:9}).length;
let lazy=[]; for(const [k,o] of Object.entries(outs)) if(k.endsWith('.js')&&!seen.has(k)) lazy.push([k, gzipSync(files.get(k).contents,{level:9}).length, Object.keys(o.inputs).filter(i=>/locales/.test(i)).join(',')]);
console.log('initial gz bytes', gz); for (const l of lazy) if (l[2]) console.log('lazy', l.join(' '));
