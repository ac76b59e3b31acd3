import { type Language } from 'campaign-kit';
import { LANGUAGES } from 'campaign-kit/i18n';

/**
 * A campaign page's own words in each of the kit's five languages (every one required, so a
 * visitor never meets a section in another language); a component reads the widget language's
 * with `useTexts(COPY)`, as the kit's widgets read theirs.
 */
export type PageCopy<T> = Readonly<Record<Language, T>>;

/** One text of a copy in each language, for a widget that takes a text per language (a share card's title, an alternative text). */
export function perLanguage<T>(copy: PageCopy<T>, pick: (texts: T) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pick(copy[language])])) as Record<Language, string>;
}

/** The hero: title, tagline, the counter's words, the gifts and the in-app reservation's outcome. */
export const HERO_COPY: PageCopy<{
  readonly eyebrow: string;
  readonly title: string;
  readonly tagline: string;
  /** After the milestone counter's number. */
  readonly counter: string;
  readonly giftsLabel: string;
  readonly gifts: readonly string[];
  readonly note: string;
  readonly appReservation: Readonly<Record<'reserving' | 'reserved' | 'failed', string>>;
}> = {
  'zh-CN': {
    eyebrow: '幻想星际 RPG · 全平台预约开启',
    title: '星渊回响',
    tagline: '穿越破碎星海，回应来自深渊的呼唤',
    counter: '人已预约',
    giftsLabel: '预约即送',
    gifts: ['限定头像框「星渊旅者」', '星辉石 ×300', '五星角色自选券'],
    note: 'iOS / Android / PC 数据互通 · 公测时间敬请期待',
    appReservation: {
      reserving: '正在为你在 App 内预约游戏…',
      reserved: '已在 App 内预约游戏，上线时 App 会提醒你',
      failed: 'App 内预约游戏未完成，活动预约已保留，可稍后在 App 游戏页重试',
    },
  },
  en: {
    eyebrow: 'Space fantasy RPG · Pre-registration open on every platform',
    title: 'Echoes of the Abyss',
    tagline: 'Cross a shattered sea of stars and answer the call from the abyss',
    counter: 'players reserved',
    giftsLabel: 'Reserve and get',
    gifts: ['Limited avatar frame “Abyss Voyager”', 'Starlight gems ×300', 'Five-star hero voucher'],
    note: 'iOS / Android / PC share one account · Open beta date coming soon',
    appReservation: {
      reserving: 'Reserving the game in the app for you…',
      reserved: 'Reserved in the app: it will remind you at launch',
      failed: 'The game was not reserved in the app; your campaign reservation stands. Try again later on the game’s page in the app',
    },
  },
  ja: {
    eyebrow: 'スペースファンタジーRPG · 全プラットフォームで事前登録受付中',
    title: '星淵のこだま',
    tagline: '砕けた星の海を越え、深淵からの呼び声に応えよ',
    counter: '人が事前登録済み',
    giftsLabel: '事前登録特典',
    gifts: ['限定アイコンフレーム「星淵の旅人」', '星輝石 ×300', '星5キャラクター選択券'],
    note: 'iOS / Android / PC データ連携 · 正式サービス開始日は近日発表',
    appReservation: {
      reserving: 'アプリ内でゲームを予約しています…',
      reserved: 'アプリ内でゲームを予約しました。配信開始時にアプリがお知らせします',
      failed: 'アプリ内でのゲーム予約は完了しませんでした。キャンペーンの事前登録は有効です。後でアプリのゲームページからもう一度お試しください',
    },
  },
  ko: {
    eyebrow: '스페이스 판타지 RPG · 전 플랫폼 사전예약 오픈',
    title: '별심연의 메아리',
    tagline: '부서진 별의 바다를 건너 심연의 부름에 응답하라',
    counter: '명 사전예약 완료',
    giftsLabel: '사전예약 보상',
    gifts: ['한정 프로필 테두리 ‘별심연 여행자’', '별빛석 ×300', '5성 캐릭터 선택권'],
    note: 'iOS / Android / PC 데이터 연동 · 정식 출시일은 곧 공개됩니다',
    appReservation: {
      reserving: '앱에서 게임을 예약하는 중…',
      reserved: '앱에서 게임을 예약했습니다. 출시되면 앱이 알려 드립니다',
      failed: '앱에서 게임 예약을 마치지 못했습니다. 이벤트 사전예약은 유지됩니다. 나중에 앱의 게임 페이지에서 다시 시도해 주세요',
    },
  },
  'zh-TW': {
    eyebrow: '奇幻星際 RPG · 全平台預約開啟',
    title: '星淵迴響',
    tagline: '穿越破碎星海，回應來自深淵的呼喚',
    counter: '人已預約',
    giftsLabel: '預約即送',
    gifts: ['限定頭像框「星淵旅者」', '星輝石 ×300', '五星角色自選券'],
    note: 'iOS / Android / PC 資料互通 · 公測時間敬請期待',
    appReservation: {
      reserving: '正在為你在 App 內預約遊戲…',
      reserved: '已在 App 內預約遊戲，上線時 App 會提醒你',
      failed: 'App 內預約遊戲未完成，活動預約已保留，可稍後在 App 遊戲頁重試',
    },
  },
};

/** The three feature cards. */
export const FEATURES_COPY: PageCopy<{ readonly title: string; readonly features: readonly { readonly title: string; readonly text: string }[] }> = {
  'zh-CN': {
    title: '游戏特色',
    features: [
      { title: '无缝星域探索', text: '七大星域、上百颗可登陆行星，驾驶星舰在星海间自由航行，每一处遗迹都藏着旧文明的回声。' },
      { title: '策略即时战斗', text: '四人小队实时切换，元素共鸣与技能连携自由组合，挑战深渊领主，打出属于你的战术。' },
      { title: '群星羁绊剧情', text: '数十位伙伴各有故事线，你的每一次选择都会改变他们的命运，以及这片星空的结局。' },
    ],
  },
  en: {
    title: 'Features',
    features: [
      { title: 'Seamless star systems', text: 'Seven star systems and over a hundred planets to land on: fly your starship freely across the sea of stars, where every ruin holds an echo of an old civilisation.' },
      { title: 'Real-time tactics', text: 'Switch between a squad of four in real time, combine elemental resonance and skill chains, and take on the lords of the abyss your own way.' },
      { title: 'A story bound by the stars', text: 'Dozens of companions, each with a story of their own: every choice you make changes their fate, and how this sky ends.' },
    ],
  },
  ja: {
    title: 'ゲームの特徴',
    features: [
      { title: '途切れない星域探索', text: '七つの星域と百を超える着陸可能な惑星。星艦で星の海を自由に航行し、あらゆる遺跡に古代文明のこだまが眠る。' },
      { title: 'リアルタイム戦略バトル', text: '4人パーティをリアルタイムで切り替え、元素共鳴とスキル連携を自在に組み合わせて深淵の領主に挑もう。' },
      { title: '星々の絆の物語', text: '数十人の仲間それぞれに物語があり、あなたの選択が彼らの運命とこの星空の結末を変えていく。' },
    ],
  },
  ko: {
    title: '게임 특징',
    features: [
      { title: '끊김 없는 성역 탐험', text: '일곱 개의 성역과 백 개가 넘는 착륙 가능한 행성. 우주선을 타고 별의 바다를 자유롭게 항해하세요. 모든 유적에는 옛 문명의 메아리가 숨어 있습니다.' },
      { title: '실시간 전략 전투', text: '4인 파티를 실시간으로 교체하고 원소 공명과 스킬 연계를 자유롭게 조합해 심연의 군주에게 도전하세요.' },
      { title: '별들의 인연 스토리', text: '수십 명의 동료마다 각자의 이야기가 있고, 당신의 선택이 그들의 운명과 이 별하늘의 결말을 바꿉니다.' },
    ],
  },
  'zh-TW': {
    title: '遊戲特色',
    features: [
      { title: '無縫星域探索', text: '七大星域、上百顆可登陸行星，駕駛星艦在星海間自由航行，每一處遺跡都藏著舊文明的回聲。' },
      { title: '策略即時戰鬥', text: '四人小隊即時切換，元素共鳴與技能連攜自由組合，挑戰深淵領主，打出屬於你的戰術。' },
      { title: '群星羈絆劇情', text: '數十位夥伴各有故事線，你的每一次選擇都會改變他們的命運，以及這片星空的結局。' },
    ],
  },
};

/** The milestone rewards and how inviting friends works. */
export const REWARDS_COPY: PageCopy<{
  readonly title: string;
  readonly lead: string;
  readonly milestones: readonly { readonly goal: string; readonly reward: string }[];
  readonly inviteTitle: string;
  readonly inviteSteps: readonly string[];
}> = {
  'zh-CN': {
    title: '预约奖励',
    lead: '全服预约人数达成目标，所有预约玩家均可在公测后领取',
    milestones: [
      { goal: '10 万', reward: '星辉石 ×500' },
      { goal: '30 万', reward: '限定星舰涂装' },
      { goal: '50 万', reward: '四星武器自选箱' },
      { goal: '100 万', reward: '五星角色「晓星·塞拉」' },
    ],
    inviteTitle: '邀请好友 · 共赴星渊',
    inviteSteps: ['预约后获得专属邀请链接', '好友通过你的链接完成预约', '每邀请 1 位好友得 星辉石 ×100，最多 10 位'],
  },
  en: {
    title: 'Rewards',
    lead: 'When the reservations reach a goal, every player who reserved claims its reward after the open beta',
    milestones: [
      { goal: '100K', reward: 'Starlight gems ×500' },
      { goal: '300K', reward: 'Limited starship skin' },
      { goal: '500K', reward: 'Four-star weapon chest of your choice' },
      { goal: '1M', reward: 'Five-star hero “Sera the Dawnstar”' },
    ],
    inviteTitle: 'Invite friends · Into the abyss together',
    inviteSteps: ['Reserve to get your own invite link', 'A friend reserves through your link', 'Starlight gems ×100 for each friend you invite, up to 10'],
  },
  ja: {
    title: '事前登録報酬',
    lead: '事前登録者数が目標に達すると、登録した全員が正式サービス開始後に受け取れます',
    milestones: [
      { goal: '10万', reward: '星輝石 ×500' },
      { goal: '30万', reward: '限定星艦スキン' },
      { goal: '50万', reward: '星4武器選択ボックス' },
      { goal: '100万', reward: '星5キャラクター「暁星・セラ」' },
    ],
    inviteTitle: '友達を招待 · 共に星淵へ',
    inviteSteps: ['事前登録すると専用の招待リンクがもらえます', '友達があなたのリンクから事前登録', '友達1人につき星輝石 ×100、最大10人まで'],
  },
  ko: {
    title: '사전예약 보상',
    lead: '전체 사전예약자 수가 목표에 도달하면 사전예약한 모든 플레이어가 정식 출시 후 받을 수 있습니다',
    milestones: [
      { goal: '10만', reward: '별빛석 ×500' },
      { goal: '30만', reward: '한정 우주선 스킨' },
      { goal: '50만', reward: '4성 무기 선택 상자' },
      { goal: '100만', reward: '5성 캐릭터 ‘새벽별 세라’' },
    ],
    inviteTitle: '친구 초대 · 함께 별심연으로',
    inviteSteps: ['사전예약하면 전용 초대 링크를 받습니다', '친구가 내 링크로 사전예약을 완료합니다', '친구 1명을 초대할 때마다 별빛석 ×100, 최대 10명'],
  },
  'zh-TW': {
    title: '預約獎勵',
    lead: '全服預約人數達成目標，所有預約玩家均可在公測後領取',
    milestones: [
      { goal: '10 萬', reward: '星輝石 ×500' },
      { goal: '30 萬', reward: '限定星艦塗裝' },
      { goal: '50 萬', reward: '四星武器自選箱' },
      { goal: '100 萬', reward: '五星角色「曉星·塞拉」' },
    ],
    inviteTitle: '邀請好友 · 共赴星淵',
    inviteSteps: ['預約後獲得專屬邀請連結', '好友透過你的連結完成預約', '每邀請 1 位好友得 星輝石 ×100，最多 10 位'],
  },
};

/** The share section: its heading, where the page runs, and the share card's words. */
export const SHARE_COPY: PageCopy<{
  readonly title: string;
  /** `{app}`: the app the page runs in (or `browser`); `{bridge}`: the bridge found. */
  readonly platform: string;
  readonly browser: string;
  readonly bridges: Readonly<Record<'bridge' | 'weixin' | 'browser', string>>;
  readonly cardTitle: string;
  readonly cardDescription: string;
}> = {
  'zh-CN': {
    title: '分享给好友',
    platform: '当前环境：{app} · 桥：{bridge}',
    browser: '浏览器',
    bridges: { bridge: 'App 桥', weixin: '微信桥', browser: '无' },
    cardTitle: '《星渊回响》全平台预约开启',
    cardDescription: '预约即领限定头像框与星辉石，邀请好友解锁更多奖励。',
  },
  en: {
    title: 'Share with friends',
    platform: 'Running in: {app} · Bridge: {bridge}',
    browser: 'a browser',
    bridges: { bridge: 'the app’s', weixin: 'WeChat’s', browser: 'none' },
    cardTitle: 'Echoes of the Abyss: pre-registration is open',
    cardDescription: 'Reserve for a limited avatar frame and starlight gems; invite friends for more rewards.',
  },
  ja: {
    title: '友達にシェア',
    platform: '実行環境：{app} · ブリッジ：{bridge}',
    browser: 'ブラウザ',
    bridges: { bridge: 'アプリ', weixin: 'WeChat', browser: 'なし' },
    cardTitle: '『星淵のこだま』事前登録受付中',
    cardDescription: '事前登録で限定アイコンフレームと星輝石をプレゼント。友達を招待するとさらに報酬が増えます。',
  },
  ko: {
    title: '친구에게 공유',
    platform: '실행 환경: {app} · 브리지: {bridge}',
    browser: '브라우저',
    bridges: { bridge: '앱', weixin: '위챗', browser: '없음' },
    cardTitle: '〈별심연의 메아리〉 사전예약 진행 중',
    cardDescription: '사전예약하면 한정 프로필 테두리와 별빛석을 드립니다. 친구를 초대하면 보상이 더 늘어납니다.',
  },
  'zh-TW': {
    title: '分享給好友',
    platform: '目前環境：{app} · 橋：{bridge}',
    browser: '瀏覽器',
    bridges: { bridge: 'App 橋', weixin: '微信橋', browser: '無' },
    cardTitle: '《星淵迴響》全平台預約開啟',
    cardDescription: '預約即領限定頭像框與星輝石，邀請好友解鎖更多獎勵。',
  },
};

/** The platform switch and the game browser's nav bar. */
export const PLATFORM_COPY: PageCopy<{
  readonly label: string;
  readonly modes: Readonly<Record<'browser' | 'app' | 'weixin' | 'game', string>>;
  readonly navBar: string;
  readonly navBarName: string;
  readonly navBarHint: string;
}> = {
  'zh-CN': {
    label: '运行环境',
    modes: { browser: '普通浏览器', app: '模拟 App 内', weixin: '模拟微信内', game: '模拟游戏浏览器' },
    navBar: '游戏导航',
    navBarName: '《星渊回响》',
    navBarHint: '上滑隐藏 · 下滑显示',
  },
  en: {
    label: 'Where the page runs',
    modes: { browser: 'Plain browser', app: 'Simulated app', weixin: 'Simulated WeChat', game: 'Simulated game browser' },
    navBar: 'Game navigation',
    navBarName: 'Echoes of the Abyss',
    navBarHint: 'Swipe up to hide · down to show',
  },
  ja: {
    label: '実行環境',
    modes: { browser: '通常のブラウザ', app: 'アプリ内（模擬）', weixin: 'WeChat内（模擬）', game: 'ゲーム内ブラウザ（模擬）' },
    navBar: 'ゲームナビ',
    navBarName: '『星淵のこだま』',
    navBarHint: '上にスワイプで隠す · 下にスワイプで表示',
  },
  ko: {
    label: '실행 환경',
    modes: { browser: '일반 브라우저', app: '앱 내 (모의)', weixin: '위챗 내 (모의)', game: '게임 브라우저 (모의)' },
    navBar: '게임 내비게이션',
    navBarName: '〈별심연의 메아리〉',
    navBarHint: '위로 밀어 숨기기 · 아래로 밀어 보이기',
  },
  'zh-TW': {
    label: '執行環境',
    modes: { browser: '一般瀏覽器', app: '模擬 App 內', weixin: '模擬微信內', game: '模擬遊戲瀏覽器' },
    navBar: '遊戲導覽',
    navBarName: '《星淵迴響》',
    navBarHint: '上滑隱藏 · 下滑顯示',
  },
};

/** The download section. */
export const DOWNLOAD_COPY: PageCopy<{ readonly title: string; readonly download: string }> = {
  'zh-CN': { title: '下载游戏', download: '立即下载' },
  en: { title: 'Download the game', download: 'Download now' },
  ja: { title: 'ゲームをダウンロード', download: '今すぐダウンロード' },
  ko: { title: '게임 다운로드', download: '지금 다운로드' },
  'zh-TW': { title: '下載遊戲', download: '立即下載' },
};

/** The invite poster: the section's heading, the poster's two lines and its alternative text. */
export const POSTER_COPY: PageCopy<{ readonly title: string; readonly headline: string; readonly text: string; readonly alt: string }> = {
  'zh-CN': { title: '邀请海报', headline: '《星渊回响》邀你一起预约', text: '扫码预约，领取限定头像框与星辉石，邀请好友解锁更多奖励', alt: '邀请海报：扫码预约' },
  en: { title: 'Invite poster', headline: 'Reserve Echoes of the Abyss with me', text: 'Scan to reserve: a limited avatar frame and starlight gems, more for each friend you invite', alt: 'Invite poster: scan to reserve' },
  ja: { title: '招待ポスター', headline: '『星淵のこだま』一緒に事前登録しよう', text: 'スキャンして事前登録、限定アイコンフレームと星輝石をゲット。友達を招待してさらに報酬を', alt: '招待ポスター：スキャンして事前登録' },
  ko: { title: '초대 포스터', headline: '〈별심연의 메아리〉 함께 사전예약해요', text: '스캔하여 사전예약하고 한정 프로필 테두리와 별빛석을 받으세요. 친구를 초대하면 보상이 늘어납니다', alt: '초대 포스터: 스캔하여 사전예약' },
  'zh-TW': { title: '邀請海報', headline: '《星淵迴響》邀你一起預約', text: '掃碼預約，領取限定頭像框與星輝石，邀請好友解鎖更多獎勵', alt: '邀請海報：掃碼預約' },
};

/** What the modal says after the widget reported a reservation: a first one, or one made before. */
export type ReservationNotice = 'first' | 'again';

/** The login modal around the easy-login widget. */
export const LOGIN_MODAL_COPY: PageCopy<{
  readonly close: string;
  readonly login: string;
  readonly myAccount: string;
  readonly hint: string;
  readonly inviteFriends: string;
  readonly terms: string;
  readonly notices: Readonly<Record<ReservationNotice, { readonly title: string; readonly text: string }>>;
}> = {
  'zh-CN': {
    close: '取消',
    login: '登录',
    myAccount: '我的账号',
    hint: '登录后即可预约《星渊回响》，领取首发福利',
    inviteFriends: '去邀请好友',
    terms: '未注册的手机号验证后将自动创建账号，登录即代表同意《用户协议》与《隐私政策》',
    notices: {
      first: { title: '预约成功！', text: '首发福利已为你锁定，邀请好友一起预约，解锁更多奖励。' },
      again: { title: '你已预约过啦', text: '公测开启时我们会第一时间通知你，别忘了邀请好友哦。' },
    },
  },
  en: {
    close: 'Close',
    login: 'Log in',
    myAccount: 'My account',
    hint: 'Log in to reserve Echoes of the Abyss and claim the launch rewards',
    inviteFriends: 'Invite friends',
    terms: 'A mobile number not yet registered gets an account once verified; logging in means you accept the User Agreement and the Privacy Policy',
    notices: {
      first: { title: 'Reserved!', text: 'Your launch rewards are locked in. Invite friends to reserve too and unlock more rewards.' },
      again: { title: 'You have reserved already', text: 'We will tell you first when the open beta starts. Don’t forget to invite your friends.' },
    },
  },
  ja: {
    close: '閉じる',
    login: 'ログイン',
    myAccount: 'マイアカウント',
    hint: 'ログインすると『星淵のこだま』を事前登録して配信記念特典を受け取れます',
    inviteFriends: '友達を招待する',
    terms: '未登録の電話番号は認証後に自動でアカウントが作成されます。ログインすると「利用規約」と「プライバシーポリシー」に同意したものとみなされます',
    notices: {
      first: { title: '事前登録完了！', text: '配信記念特典を確保しました。友達を招待して一緒に事前登録し、さらに報酬を解放しましょう。' },
      again: { title: '事前登録済みです', text: '正式サービス開始時にいち早くお知らせします。友達の招待もお忘れなく。' },
    },
  },
  ko: {
    close: '닫기',
    login: '로그인',
    myAccount: '내 계정',
    hint: '로그인하면 〈별심연의 메아리〉를 사전예약하고 출시 기념 보상을 받을 수 있습니다',
    inviteFriends: '친구 초대하기',
    terms: '가입하지 않은 휴대폰 번호는 인증 후 자동으로 계정이 만들어집니다. 로그인하면 이용약관과 개인정보 처리방침에 동의하는 것으로 간주됩니다',
    notices: {
      first: { title: '사전예약 완료!', text: '출시 기념 보상이 확보되었습니다. 친구를 초대해 함께 사전예약하고 더 많은 보상을 받으세요.' },
      again: { title: '이미 사전예약했습니다', text: '정식 출시 때 가장 먼저 알려 드릴게요. 친구 초대도 잊지 마세요.' },
    },
  },
  'zh-TW': {
    close: '取消',
    login: '登入',
    myAccount: '我的帳號',
    hint: '登入後即可預約《星淵迴響》，領取首發福利',
    inviteFriends: '去邀請好友',
    terms: '未註冊的手機號碼驗證後將自動建立帳號，登入即代表同意《使用者條款》與《隱私權政策》',
    notices: {
      first: { title: '預約成功！', text: '首發福利已為你鎖定，邀請好友一起預約，解鎖更多獎勵。' },
      again: { title: '你已預約過啦', text: '公測開啟時我們會第一時間通知你，別忘了邀請好友哦。' },
    },
  },
};

/** The ways to log in the account page offers, one tab each. */
export type AccountMethod = 'sms' | 'email' | 'password' | 'qr' | 'app' | 'providers' | 'reset';

/** The account page (account.html) around the kit's account widgets. */
export const ACCOUNT_COPY: PageCopy<{
  readonly pageTitle: string;
  readonly back: string;
  readonly title: string;
  /** `{error}`: the failure's text. */
  readonly providerFailed: string;
  readonly login: string;
  readonly methodsLabel: string;
  readonly methods: Readonly<Record<AccountMethod, string>>;
  readonly checking: string;
}> = {
  'zh-CN': {
    pageTitle: '《星渊回响》账号中心',
    back: '← 返回活动页',
    title: '账号中心',
    providerFailed: '第三方登录失败：{error}',
    login: '登录',
    methodsLabel: '登录方式',
    methods: { sms: '短信登录', email: '邮箱登录', password: '密码登录', qr: '扫码登录', app: '抖音授权', providers: '第三方登录', reset: '找回密码' },
    checking: '正在检查登录状态…',
  },
  en: {
    pageTitle: 'Echoes of the Abyss · Account',
    back: '← Back to the campaign',
    title: 'Account',
    providerFailed: 'Logging in with another account failed: {error}',
    login: 'Log in',
    methodsLabel: 'Ways to log in',
    methods: { sms: 'SMS code', email: 'Email code', password: 'Password', qr: 'QR code', app: 'Douyin', providers: 'Other accounts', reset: 'Reset password' },
    checking: 'Checking whether you are logged in…',
  },
  ja: {
    pageTitle: '『星淵のこだま』アカウント',
    back: '← キャンペーンページに戻る',
    title: 'アカウント',
    providerFailed: '外部アカウントでのログインに失敗しました：{error}',
    login: 'ログイン',
    methodsLabel: 'ログイン方法',
    methods: { sms: 'SMS', email: 'メール', password: 'パスワード', qr: 'QRコード', app: 'Douyin 認証', providers: '外部アカウント', reset: 'パスワード再設定' },
    checking: 'ログイン状態を確認しています…',
  },
  ko: {
    pageTitle: '〈별심연의 메아리〉 계정',
    back: '← 이벤트 페이지로 돌아가기',
    title: '계정',
    providerFailed: '외부 계정 로그인 실패: {error}',
    login: '로그인',
    methodsLabel: '로그인 방법',
    methods: { sms: 'SMS 로그인', email: '이메일 로그인', password: '비밀번호 로그인', qr: 'QR 코드 로그인', app: 'Douyin 인증', providers: '외부 계정 로그인', reset: '비밀번호 찾기' },
    checking: '로그인 상태를 확인하는 중…',
  },
  'zh-TW': {
    pageTitle: '《星淵迴響》帳號中心',
    back: '← 返回活動頁',
    title: '帳號中心',
    providerFailed: '第三方登入失敗：{error}',
    login: '登入',
    methodsLabel: '登入方式',
    methods: { sms: '簡訊登入', email: '電子郵件登入', password: '密碼登入', qr: '掃碼登入', app: '抖音授權', providers: '第三方登入', reset: '忘記密碼' },
    checking: '正在檢查登入狀態…',
  },
};

/** The affiliate console page's (affiliate.html) document title. */
export const AFFILIATE_PAGE_TITLE: PageCopy<string> = {
  'zh-CN': '企业管理后台',
  en: 'Enterprise console',
  ja: '企業管理コンソール',
  ko: '기업 관리 콘솔',
  'zh-TW': '企業管理後台',
};
