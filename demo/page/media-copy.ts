import type { PageCopy } from './page-copy';

/** The demo page's own words around the media widgets. */
export const MEDIA_COPY: PageCopy<{
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
  ja: {
    watchTrailer: '▶ トレーラーを見る',
    trailerCaption: '星淵のこだま · ファーストトレーラー',
    clipCaption: '星艦ワープの実機映像',
    chestTitle: '事前登録宝箱',
    chestAlt: '事前登録宝箱が開く',
    openAgain: 'もう一度開ける',
    clipTitle: '実機映像',
    capsuleTitle: '星願ガチャ',
    capsuleMachine: 'ガチャマシン',
    capsuleRewards: ['星輝石 ×100', '限定アイコンフレーム', '星艦スキンのかけら ×5', '星5キャラクター選択券'],
  },
  ko: {
    watchTrailer: '▶ 트레일러 보기',
    trailerCaption: '별심연의 메아리 · 첫 트레일러',
    clipCaption: '우주선 워프 실제 플레이 영상',
    chestTitle: '사전예약 보물상자',
    chestAlt: '사전예약 보물상자가 열립니다',
    openAgain: '다시 열기',
    clipTitle: '실제 플레이 영상',
    capsuleTitle: '별소원 캡슐',
    capsuleMachine: '캡슐 뽑기 기계',
    capsuleRewards: ['별빛석 ×100', '한정 프로필 테두리', '우주선 스킨 조각 ×5', '5성 캐릭터 선택권'],
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
