import { formatText } from 'campaign-kit/i18n';
import { detectBridgePlatform } from 'campaign-kit/adapters';
import { ShareBar, useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import { SHARE_COPY, perLanguage } from './page-copy';
import { DemoGameNavBar, PlatformSwitch } from './platform-switch';
import './share-section.css';

/** The share card's words in every language: the bar shares the widget language's. */
const CARD_TITLE = perLanguage(SHARE_COPY, (copy) => copy.cardTitle);
const CARD_DESCRIPTION = perLanguage(SHARE_COPY, (copy) => copy.cardDescription);

/** Share the campaign (the visitor's invite link once reserved, else the page), and the platform switch. */
export function ShareSection() {
  const kit = useCampaignKit();
  const reservation = useStateSource(kit.reservation);
  const copy = useTexts(SHARE_COPY);
  const base = kit.share.info;
  const info = base && { ...base, url: reservation.share?.shareUrl ?? base.url, title: CARD_TITLE, description: CARD_DESCRIPTION };
  return (
    <section className="demo-share" aria-labelledby="demo-share-title">
      <h2 id="demo-share-title">{copy.title}</h2>
      <p className="demo-share__platform">{formatText(copy.platform, { app: kit.device.app === 'none' ? copy.browser : kit.device.app, bridge: copy.bridges[detectBridgePlatform()] })}</p>
      <PlatformSwitch />
      <DemoGameNavBar />
      <ShareBar info={info} />
    </section>
  );
}
