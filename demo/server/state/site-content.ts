import { loadContentSeed } from './content-seed';

/** One advertisement as the content service stores it (wire names). */
export interface StoredAdvertisement {
  id: number;
  /** Group control's is 4986; the demo game's is its app_id, `demo-app`. */
  app_id: number | string;
  website: number;
  channel: number;
  language: string;
  page?: string;
  block?: string;
  title: string;
  image_url?: string;
  link_url?: string;
  /** For `setting` entries: a JSON array of group-control actions; for `banner` ones, the picture's words (its alternative text). `{origin}` in it and in the addresses is replaced by the request's origin. */
  content?: string;
}

/** The group-control actions the demo serves: one of each kind, and one a safe page refuses. */
const GROUP_CONTROL_ACTIONS = [
  { action: 'inject-style', content: '.demo-site-config__flag{outline:2px solid #1a7f37}', pids: ['demo-home'] },
  { action: 'inject-script', content: '{origin}/site/static/group-control.js', pids: ['demo-home'] },
  { action: 'inject-script', content: 'https://untrusted.example.net/tracker.js', pids: ['demo-home'] },
  { action: 'run-script', content: "document.documentElement.dataset.runScript='ran'", pids: ['demo-home'] },
  { action: 'inject-style', content: 'body{background:red}', pids: ['another-page'] },
];

/** The sample advertisements: group-control settings plus two picture banners of the demo game. */
export function sampleAdvertisements(): StoredAdvertisement[] {
  const groupControl = { app_id: 4986, website: 5000, channel: 10, language: 'zh-CN' };
  const game = { app_id: 0, website: 5000, channel: 10, language: 'zh-CN' };
  return [
    { id: 1, ...groupControl, title: 'setting', content: JSON.stringify(GROUP_CONTROL_ACTIONS) },
    { id: 2, ...groupControl, title: 'banner', image_url: '/favicon.svg', link_url: '/#rewards' },
    { id: 3, ...game, app_id: -1, title: 'banner', image_url: '/favicon.svg', link_url: '/#features' },
    ...demoGameBanners(),
  ];
}

/** The demo game's banners in each edition of content-seed.json, for the content client's banner carousel. */
function demoGameBanners(): StoredAdvertisement[] {
  const seed = loadContentSeed();
  return Object.entries(seed.editions).flatMap(([language, edition], nth) =>
    edition.banners.map((banner, index) => ({
      id: 100 * (nth + 1) + index + 1,
      app_id: seed.app_id,
      website: 5000,
      channel: 10,
      language,
      title: 'banner',
      image_url: `{origin}${bannerPicture(index + 1, language)}`,
      link_url: banner.link_url,
      content: banner.content,
    })),
  );
}

/** The address of the `n`th banner's picture (from 1) in `language`, on the content service. */
export function bannerPicture(n: number, language: string): string {
  return `/site/static/banner/${n}.svg?language=${encodeURIComponent(language)}`;
}

/** The content service's advertisements, in memory; `reset` restores the samples. */
export class SiteContent {
  #advertisements = sampleAdvertisements();

  /** Advertisements matching every given field (undefined fields match anything). */
  search(where: Partial<Pick<StoredAdvertisement, 'app_id' | 'website' | 'channel' | 'language' | 'page' | 'block'>>): StoredAdvertisement[] {
    return this.#advertisements.filter((ad) =>
      (Object.keys(where) as (keyof typeof where)[]).every((key) => where[key] === undefined || ad[key] === undefined || String(ad[key]) === String(where[key])),
    );
  }

  /** Replaces the group-control actions (a /__dev door for tests and people). */
  setGroupControl(actions: unknown[]): void {
    this.#advertisements = this.#advertisements.map((ad) => (ad.title === 'setting' && ad.app_id === 4986 ? { ...ad, content: JSON.stringify(actions) } : ad));
  }

  reset(): void {
    this.#advertisements = sampleAdvertisements();
  }
}
