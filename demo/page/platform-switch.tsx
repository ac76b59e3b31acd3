import { GameNavBar, useCampaignKit, useTexts } from 'campaign-kit/react';
import { SIMULATE_PARAM, simulatedPlatform, type SimulatedPlatform } from './fake-bridges/install';
import { PLATFORM_COPY, perLanguage } from './page-copy';

const MODES: readonly SimulatedPlatform[] = ['browser', 'app', 'weixin', 'game'];

const NAV_BAR_LABEL = perLanguage(PLATFORM_COPY, (copy) => copy.navBar);

function hrefOf(mode: SimulatedPlatform): string {
  const url = new URL(window.location.href);
  if (mode === 'browser') url.searchParams.delete(SIMULATE_PARAM);
  else url.searchParams.set(SIMULATE_PARAM, mode);
  return url.toString();
}

/** The demo's 'simulate the app' / 'simulate weixin' / 'simulate the game browser' switch: reloads the page with the fake bridges injected. */
export function PlatformSwitch() {
  const current = simulatedPlatform();
  const copy = useTexts(PLATFORM_COPY);
  return (
    <nav className="demo-platform-switch" aria-label={copy.label}>
      {MODES.map((mode) => (
        <a key={mode} href={hrefOf(mode)} aria-current={mode === current ? 'page' : undefined} className="demo-platform-switch__link">
          {copy.modes[mode]}
        </a>
      ))}
    </nav>
  );
}

/** The game browser's nav bar, shown only when the page runs in the game browser (detected or simulated); a 20 px swipe hides or shows it (SPEC §9). */
export function DemoGameNavBar() {
  const { device } = useCampaignKit();
  const copy = useTexts(PLATFORM_COPY);
  if (device.app !== 'game') return null;
  return (
    <GameNavBar label={NAV_BAR_LABEL}>
      <strong data-page-copy="">{copy.navBarName}</strong>
      <span data-page-copy="">{copy.navBarHint}</span>
    </GameNavBar>
  );
}
