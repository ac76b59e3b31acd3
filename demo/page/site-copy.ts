import type { PageCopy } from './page-copy';

/** The campaign page's header and footer words and its document title. */
export const SITE_COPY: PageCopy<{
  readonly pageTitle: string;
  readonly gameName: string;
  readonly sections: string;
  readonly features: string;
  readonly rewards: string;
  readonly login: string;
  readonly healthAdvice: readonly string[];
  readonly about: string;
  readonly gallery: string;
}> = {
  'zh-CN': {
    pageTitle: '《星渊回响》全平台预约开启',
    gameName: '星渊回响',
    sections: '页面导航',
    features: '游戏特色',
    rewards: '预约奖励',
    login: '登录',
    healthAdvice: ['抵制不良游戏，拒绝盗版游戏。注意自我保护，谨防受骗上当。', '适度游戏益脑，沉迷游戏伤身。合理安排时间，享受健康生活。'],
    about: '《星渊回响》为虚构游戏，本页是 campaign-kit 的演示页面。© 星渊工作室（虚构）',
    gallery: '组件一览',
  },
  en: {
    pageTitle: 'Echoes of the Abyss: pre-registration is open on every platform',
    gameName: 'Echoes of the Abyss',
    sections: 'Page sections',
    features: 'Features',
    rewards: 'Rewards',
    login: 'Log in',
    healthAdvice: ['Say no to harmful and pirated games. Protect yourself and beware of scams.', 'Play in moderation: too much gaming harms your health. Plan your time and live well.'],
    about: 'Echoes of the Abyss is a fictional game; this page demonstrates campaign-kit. © Starabyss Studio (fictional)',
    gallery: 'Component gallery',
  },
  ja: {
    pageTitle: '『星淵のこだま』全プラットフォームで事前登録受付中',
    gameName: '星淵のこだま',
    sections: 'ページ内リンク',
    features: 'ゲームの特徴',
    rewards: '事前登録報酬',
    login: 'ログイン',
    healthAdvice: ['有害なゲームや海賊版にはノーを。自分の身を守り、詐欺に気をつけましょう。', 'ゲームはほどほどに。遊びすぎは健康を損ないます。時間を上手に使って健やかな毎日を。'],
    about: '『星淵のこだま』は架空のゲームで、このページは campaign-kit のデモです。© スターアビス・スタジオ（架空）',
    gallery: 'コンポーネント一覧',
  },
  ko: {
    pageTitle: '〈별심연의 메아리〉 전 플랫폼 사전예약 오픈',
    gameName: '별심연의 메아리',
    sections: '페이지 메뉴',
    features: '게임 특징',
    rewards: '사전예약 보상',
    login: '로그인',
    healthAdvice: ['유해한 게임과 불법 복제 게임을 거부하세요. 자신을 보호하고 사기에 주의하세요.', '적당한 게임은 두뇌에 좋지만 지나치면 건강을 해칩니다. 시간을 잘 나누어 건강하게 생활하세요.'],
    about: '〈별심연의 메아리〉는 가상의 게임이며, 이 페이지는 campaign-kit 데모입니다. © 스타어비스 스튜디오(가상)',
    gallery: '컴포넌트 갤러리',
  },
  'zh-TW': {
    pageTitle: '《星淵迴響》全平台預約開啟',
    gameName: '星淵迴響',
    sections: '頁面導覽',
    features: '遊戲特色',
    rewards: '預約獎勵',
    login: '登入',
    healthAdvice: ['抵制不良遊戲，拒絕盜版遊戲。注意自我保護，謹防受騙上當。', '適度遊戲益腦，沉迷遊戲傷身。合理安排時間，享受健康生活。'],
    about: '《星淵迴響》為虛構遊戲，本頁是 campaign-kit 的示範頁面。© 星淵工作室（虛構）',
    gallery: '元件一覽',
  },
};
