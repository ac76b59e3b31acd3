import type { TextRecord } from 'campaign-kit';

/** The demo page's own words around the media widgets (page copy; ja and ko read the en ones). */
export const MEDIA_COPY: TextRecord<{
  readonly watchTrailer: string;
  readonly trailerCaption: string;
  readonly clipCaption: string;
  readonly chestTitle: string;
  readonly chestAlt: string;
  readonly openAgain: string;
  readonly clipTitle: string;
  readonly capsuleTitle: string;
  readonly capsuleMachine: string;
  readonly capsuleRewards: readonly string[];
}> = {
  'zh-CN': {
    watchTrailer: '▶ 观看预告',
    trailerCaption: '星渊回响 · 首曝预告',
    clipCaption: '星舰跃迁实机画面',
    chestTitle: '预约宝箱',
    chestAlt: '预约宝箱开启',
    openAgain: '再开一次',
    clipTitle: '实机片段',
    capsuleTitle: '星愿扭蛋',
    capsuleMachine: '扭蛋机',
    capsuleRewards: ['星辉石 ×100', '限定头像框', '星舰涂装碎片 ×5', '五星角色自选券'],
  },
  en: {
    watchTrailer: '▶ Watch the trailer',
    trailerCaption: 'Echoes of the Abyss · First trailer',
    clipCaption: 'Starship jump, in-game footage',
    chestTitle: 'Reservation chest',
    chestAlt: 'The reservation chest opens',
    openAgain: 'Open again',
    clipTitle: 'In-game clip',
    capsuleTitle: 'Wish capsules',
    capsuleMachine: 'Capsule machine',
    capsuleRewards: ['Starlight gems ×100', 'Limited avatar frame', 'Starship skin shards ×5', 'Five-star hero voucher'],
  },
  'zh-TW': {
    watchTrailer: '▶ 觀看預告',
    trailerCaption: '星淵迴響 · 首曝預告',
    clipCaption: '星艦躍遷實機畫面',
    chestTitle: '預約寶箱',
    chestAlt: '預約寶箱開啟',
    openAgain: '再開一次',
    clipTitle: '實機片段',
    capsuleTitle: '星願扭蛋',
    capsuleMachine: '扭蛋機',
    capsuleRewards: ['星輝石 ×100', '限定頭像框', '星艦塗裝碎片 ×5', '五星角色自選券'],
  },
};
