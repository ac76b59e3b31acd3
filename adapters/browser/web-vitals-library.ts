// The five functions WindowPageHealthAdapter calls, and nothing else of web-vitals: its lazy chunk
// then exports only these (not the thresholds).
export { onLCP, onINP, onCLS, onFCP, onTTFB } from 'web-vitals';
