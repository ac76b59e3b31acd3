/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Points the demo page at another API origin; the page's own origin when unset. */
  readonly VITE_CAMPAIGN_KIT_API_ORIGIN?: string;
}
