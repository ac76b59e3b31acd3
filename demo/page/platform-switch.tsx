import { GameNavBar, useCampaignKit } from 'campaign-kit/react';
import { SIMULATE_PARAM, simulatedPlatform, type SimulatedPlatform } from './fake-bridges/install';

const MODES: readonly { readonly mode: SimulatedPlatform; readonly label: string }[] = [
  { mode: 'browser', label: '普通浏览器' },
  { mode: 'app', label: '模拟 App 内' },
  { mode: 'weixin', label: '模拟微信内' },
  { mode: 'game', label: '模拟游戏浏览器' },
];

function hrefOf(mode: SimulatedPlatform): string {
  const url = new URL(window.location.href);
  if (mode === 'browser') url.searchParams.delete(SIMULATE_PARAM);
  else url.searchParams.set(SIMULATE_PARAM, mode);
  return url.toString();
}

/** The demo's 'simulate the app' / 'simulate weixin' / 'simulate the game browser' switch: reloads the page with the fake bridges injected. */
export function PlatformSwitch() {
  const current = simulatedPlatform();
  return (
    <nav className="demo-platform-switch" aria-label="运行环境">
      {MODES.map(({ mode, label }) => (
        <a key={mode} href={hrefOf(mode)} aria-current={mode === current ? 'page' : undefined} className="demo-platform-switch__link">
          {label}
        </a>
      ))}
    </nav>
  );
}

/** The game browser's nav bar, shown only when the page runs in the game browser (detected or simulated); a 20 px swipe hides or shows it (SPEC §9). */
export function DemoGameNavBar() {
  const { device } = useCampaignKit();
  if (device.app !== 'game') return null;
  return (
    <GameNavBar label={{ 'zh-CN': '游戏导航', en: 'Game navigation', ja: 'ゲームナビ', ko: '게임 내비게이션', 'zh-TW': '遊戲導覽' }}>
      <strong data-page-copy="">《星渊回响》</strong>
      <span data-page-copy="">上滑隐藏 · 下滑显示</span>
    </GameNavBar>
  );
}
