/** The demo publisher's (fictional) name in every language. */
export const STUDIO = { 'zh-CN': '星渊工作室', en: 'Starabyss Studio', ja: 'スターアビス・スタジオ', ko: '스타어비스 스튜디오', 'zh-TW': '星淵工作室' };
