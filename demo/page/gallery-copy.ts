import type { PageCopy } from './page-copy';

/** The component gallery's own words. */
export const GALLERY_COPY: PageCopy<{
  readonly title: string;
  readonly intro: string;
  readonly back: string;
  readonly furnitureTitle: string;
  readonly cookieStatus: string;
  readonly openCookieSettings: string;
  readonly siteConfig: string;
  readonly appliedSiteConfig: string;
  readonly refusedSiteConfig: string;
  readonly desktop: string;
  readonly mobile: string;
  readonly light: string;
  readonly dark: string;
  readonly easyLoginTitle: string;
  readonly easyLoginIntro: string;
  readonly otherMethods: string;
  readonly systemPending: string;
  readonly systemResolved: string;
  readonly downloadDialogTitle: string;
  readonly downloadDialogIntro: string;
  readonly previewOldDialog: string;
  readonly onlyInApp: string;
  readonly simulateApp: string;
}> = {
  'zh-CN': {
    title: '组件一览',
    intro: 'campaign-kit 的页面组件，各种变体并排展示。',
    back: '← 返回活动页',
    furnitureTitle: '页面组件',
    cookieStatus: 'Cookie 状态',
    openCookieSettings: '打开 Cookie 设置',
    siteConfig: '站点配置',
    appliedSiteConfig: '已应用的站点配置',
    refusedSiteConfig: '被拒绝的站点配置',
    desktop: '桌面',
    mobile: '移动',
    light: '浅色',
    dark: '深色',
    easyLoginTitle: '一键登录组件',
    easyLoginIntro: '模拟模式：短信和邮箱验证码 1234 即可登录；密码登录走契约服务器（starfarer / Passw0rd!）。',
    otherMethods: '扫码、第三方等其他登录方式见账号中心',
    systemPending: 'system 字段为 auto：按设备取值（iOS 为 2，其余为 1），登录后在这里显示。',
    systemResolved: 'system 字段取值 {value}（{os}）。任何请求都不携带它：组件的登录和预约事件把它交给页面。',
    downloadDialogTitle: '静默下载弹窗（旧版）',
    downloadDialogIntro: '首次预约成功后在 App 内弹出：开启智能 WiFi 下载，订阅或取消。订阅时通过 App 桥开启 WiFi 自动下载（不开短信通知）。',
    previewOldDialog: '预览旧版弹窗',
    onlyInApp: '这个弹窗只在 App 内出现。',
    simulateApp: '在模拟 App 内打开本页',
  },
  en: {
    title: 'Component gallery',
    intro: "campaign-kit's page components, every variant side by side.",
    back: '← Back to the campaign',
    furnitureTitle: 'Page furniture',
    cookieStatus: 'Cookie status',
    openCookieSettings: 'Open the cookie settings',
    siteConfig: 'Site config',
    appliedSiteConfig: 'Site config applied',
    refusedSiteConfig: 'Site config refused',
    desktop: 'Desktop',
    mobile: 'Mobile',
    light: 'light',
    dark: 'dark',
    easyLoginTitle: 'Easy login',
    easyLoginIntro: 'Mock mode: the SMS and email code 1234 logs in; the password tab logs in through the contract server (starfarer / Passw0rd!).',
    otherMethods: 'QR code, third-party providers and the other ways to log in: the account page',
    systemPending: 'The system field is auto: it takes its value from the device (2 on iOS, else 1), shown here once you log in.',
    systemResolved: "The system field resolved to {value} ({os}). No request carries it: the widget's login and reservation events hand it to the page.",
    downloadDialogTitle: 'Silent-download dialog (old version)',
    downloadDialogIntro: 'Shown in the app after a first reservation: smart WiFi download, subscribe or cancel. Subscribing turns on WiFi auto download through the app bridge (no SMS notification).',
    previewOldDialog: 'Preview the old dialog',
    onlyInApp: 'This dialog shows only inside the app.',
    simulateApp: 'Open this page in the simulated app',
  },
  ja: {
    title: 'コンポーネント一覧',
    intro: 'campaign-kit のページ用コンポーネントを、すべてのバリエーションで並べて表示します。',
    back: '← キャンペーンページに戻る',
    furnitureTitle: 'ページの共通パーツ',
    cookieStatus: 'Cookie の状態',
    openCookieSettings: 'Cookie 設定を開く',
    siteConfig: 'サイト設定',
    appliedSiteConfig: '適用されたサイト設定',
    refusedSiteConfig: '拒否されたサイト設定',
    desktop: 'デスクトップ',
    mobile: 'モバイル',
    light: 'ライト',
    dark: 'ダーク',
    easyLoginTitle: 'かんたんログイン',
    easyLoginIntro: 'モックモード：SMS とメールの認証コードは 1234 でログインできます。パスワードタブはコントラクトサーバー経由でログインします（starfarer / Passw0rd!）。',
    otherMethods: 'QR コード、外部アカウントなどほかのログイン方法はアカウントページへ',
    systemPending: 'system フィールドは auto：端末から値が決まり（iOS は 2、それ以外は 1）、ログイン後ここに表示されます。',
    systemResolved: 'system フィールドは {value}（{os}）になりました。どのリクエストにも含まれず、ウィジェットのログインと事前登録のイベントがページに渡します。',
    downloadDialogTitle: 'サイレントダウンロードダイアログ（旧版）',
    downloadDialogIntro: 'アプリ内で初めて事前登録したあとに表示：スマート WiFi ダウンロードを登録またはキャンセル。登録するとアプリのブリッジで WiFi 自動ダウンロードをオンにします（SMS 通知はなし）。',
    previewOldDialog: '旧版ダイアログをプレビュー',
    onlyInApp: 'このダイアログはアプリ内でのみ表示されます。',
    simulateApp: '模擬アプリでこのページを開く',
  },
  ko: {
    title: '컴포넌트 갤러리',
    intro: 'campaign-kit의 페이지 컴포넌트를 모든 변형과 함께 나란히 보여 줍니다.',
    back: '← 이벤트 페이지로 돌아가기',
    furnitureTitle: '페이지 공통 요소',
    cookieStatus: '쿠키 상태',
    openCookieSettings: '쿠키 설정 열기',
    siteConfig: '사이트 설정',
    appliedSiteConfig: '적용된 사이트 설정',
    refusedSiteConfig: '거부된 사이트 설정',
    desktop: '데스크톱',
    mobile: '모바일',
    light: '라이트',
    dark: '다크',
    easyLoginTitle: '간편 로그인',
    easyLoginIntro: '모의 모드: SMS와 이메일 인증 코드 1234로 로그인됩니다. 비밀번호 탭은 계약 서버를 통해 로그인합니다(starfarer / Passw0rd!).',
    otherMethods: 'QR 코드, 외부 계정 등 다른 로그인 방법은 계정 페이지에서',
    systemPending: 'system 필드는 auto: 기기에 따라 값이 정해지며(iOS는 2, 그 밖에는 1) 로그인하면 여기에 표시됩니다.',
    systemResolved: 'system 필드는 {value}({os})로 정해졌습니다. 어떤 요청에도 포함되지 않으며, 위젯의 로그인 및 사전예약 이벤트가 페이지에 전달합니다.',
    downloadDialogTitle: '자동 다운로드 대화상자(구버전)',
    downloadDialogIntro: '앱에서 처음 사전예약한 뒤 표시됩니다: 스마트 WiFi 다운로드를 신청하거나 취소합니다. 신청하면 앱 브리지로 WiFi 자동 다운로드를 켭니다(SMS 알림 없음).',
    previewOldDialog: '구버전 대화상자 미리 보기',
    onlyInApp: '이 대화상자는 앱 안에서만 표시됩니다.',
    simulateApp: '모의 앱에서 이 페이지 열기',
  },
  'zh-TW': {
    title: '元件一覽',
    intro: 'campaign-kit 的頁面元件，各種變體並排展示。',
    back: '← 返回活動頁',
    furnitureTitle: '頁面元件',
    cookieStatus: 'Cookie 狀態',
    openCookieSettings: '開啟 Cookie 設定',
    siteConfig: '網站設定',
    appliedSiteConfig: '已套用的網站設定',
    refusedSiteConfig: '被拒絕的網站設定',
    desktop: '桌面',
    mobile: '行動',
    light: '淺色',
    dark: '深色',
    easyLoginTitle: '一鍵登入元件',
    easyLoginIntro: '模擬模式：簡訊和電子郵件驗證碼 1234 即可登入；密碼登入走契約伺服器（starfarer / Passw0rd!）。',
    otherMethods: '掃碼、第三方等其他登入方式見帳號中心',
    systemPending: 'system 欄位為 auto：依裝置取值（iOS 為 2，其餘為 1），登入後在這裡顯示。',
    systemResolved: 'system 欄位取值 {value}（{os}）。任何請求都不攜帶它：元件的登入和預約事件把它交給頁面。',
    downloadDialogTitle: '靜默下載彈窗（舊版）',
    downloadDialogIntro: '首次預約成功後在 App 內彈出：開啟智慧 WiFi 下載，訂閱或取消。訂閱時透過 App 橋開啟 WiFi 自動下載（不開簡訊通知）。',
    previewOldDialog: '預覽舊版彈窗',
    onlyInApp: '這個彈窗只在 App 內出現。',
    simulateApp: '在模擬 App 內開啟本頁',
  },
};
