import { detectBridgePlatform } from 'campaign-kit/adapters';
import { ShareBar, useCampaignKit, useStateSource } from 'campaign-kit/react';
import { DemoGameNavBar, PlatformSwitch } from './platform-switch';
import './share-section.css';

const BRIDGE_LABELS = { bridge: 'App 桥', weixin: '微信桥', browser: '无' } as const;

/** Share the campaign (the visitor's invite link once reserved, else the page), and the platform switch. */
export function ShareSection() {
  const kit = useCampaignKit();
  const reservation = useStateSource(kit.reservation);
  const base = kit.share.info;
  // The share card's words in both languages: the bar shares the widget language's.
  const info = base && {
    ...base,
    url: reservation.share?.shareUrl ?? base.url,
    title: { 'zh-CN': base.title, en: 'Echoes of Starabyss: pre-registration is open' },
    description: { 'zh-CN': base.description, en: 'Reserve for a limited avatar frame and star stones; invite friends for more rewards.' },
  };
  return (
    <section className="demo-share" aria-labelledby="demo-share-title">
      <h2 id="demo-share-title">分享给好友</h2>
      <p className="demo-share__platform">
        当前环境：{kit.device.app === 'none' ? '浏览器' : kit.device.app} · 桥：{BRIDGE_LABELS[detectBridgePlatform()]}
      </p>
      <PlatformSwitch />
      <DemoGameNavBar />
      <ShareBar info={info} />
    </section>
  );
}
