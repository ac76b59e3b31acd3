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
  // The share card's words in every language: the bar shares the widget language's.
  const info = base && {
    ...base,
    url: reservation.share?.shareUrl ?? base.url,
    title: { 'zh-CN': base.title, en: 'Echoes of Starabyss: pre-registration is open', ja: '『星淵のこだま』事前登録受付中', ko: '〈별심연의 메아리〉 사전예약 진행 중', 'zh-TW': '《星淵迴響》全平台預約開啟' },
    description: {
      'zh-CN': base.description,
      en: 'Reserve for a limited avatar frame and star stones; invite friends for more rewards.',
      ja: '事前登録で限定アイコンフレームと星輝石をプレゼント。友達を招待するとさらに報酬が増えます。',
      ko: '사전예약하면 한정 프로필 테두리와 별빛석을 드립니다. 친구를 초대하면 보상이 더 늘어납니다.',
      'zh-TW': '預約即領限定頭像框與星輝石，邀請好友解鎖更多獎勵。',
    },
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
