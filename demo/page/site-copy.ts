import type { TextRecord } from 'campaign-kit';

/** The campaign page's header and footer words (page copy, in zh-CN and en; ja and ko read the en ones, zh-TW the zh-CN ones). */
export const SITE_COPY: TextRecord<{
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
    gameName: 'Echoes of the Abyss',
    sections: 'Page sections',
    features: 'Features',
    rewards: 'Rewards',
    login: 'Log in',
    healthAdvice: ['Say no to harmful and pirated games. Protect yourself and beware of scams.', 'Play in moderation: too much gaming harms your health. Plan your time and live well.'],
    about: 'Echoes of the Abyss is a fictional game; this page demonstrates campaign-kit. © Starabyss Studio (fictional)',
    gallery: 'Component gallery',
  },
};
