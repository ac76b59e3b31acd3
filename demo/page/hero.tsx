import { textsFor } from 'campaign-kit';
import type { AppReservationState } from 'campaign-kit';
import { MilestoneCounter, MusicToggle, ReserveButton, VideoPlayer, useCampaignKit, useStateSource, useWidgetLanguage } from 'campaign-kit/react';
import 'campaign-kit/react/media.css';
import './media-demo.css';
import { MEDIA_COPY } from './media-copy';

interface HeroProps {
  /** Opens the easy-login widget when the visitor must log in to reserve. */
  readonly onNeedLogin: () => void;
}

const GIFTS = ['限定头像框「星渊旅者」', '星辉石 ×300', '五星角色自选券'];

/** The dark hero: title, the milestone counter, the reserve button and, once reserved, the invite card. */
export function Hero({ onNeedLogin }: HeroProps) {
  return (
    <section className="hero" id="top" aria-labelledby="hero-title">
      <div className="hero__sky" aria-hidden="true">
        <span className="hero__planet" />
        <span className="hero__orbit" />
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">幻想星际 RPG · 全平台预约开启</p>
        <h1 className="hero__title" id="hero-title">
          星渊回响
        </h1>
        <p className="hero__tagline">穿越破碎星海，回应来自深渊的呼唤</p>
        <HeroMedia />
        <MilestoneCounter>人已预约</MilestoneCounter>
        <ul className="hero__gifts" aria-label="预约即送">
          {GIFTS.map((gift) => (
            <li key={gift}>{gift}</li>
          ))}
        </ul>
        <ReserveButton onNeedLogin={onNeedLogin} />
        <AppReservationNote />
        <p className="hero__note">iOS / Android / PC 数据互通 · 公测时间敬请期待</p>
      </div>
    </section>
  );
}

const APP_RESERVATION_TEXT: Readonly<Record<AppReservationState['status'], string>> = {
  reserving: '正在为你在 App 内预约游戏…',
  reserved: '已在 App 内预约游戏，上线时 App 会提醒你',
  failed: 'App 内预约游戏未完成，活动预约已保留，可稍后在 App 游戏页重试',
};

/** Inside the app, how the game's reservation there went (the kit lists `reservation({ appReservation })`). */
function AppReservationNote() {
  const { appReservation } = useStateSource(useCampaignKit().reservation);
  if (!appReservation) return null;
  return (
    <p className="hero__note" role="status">
      {APP_RESERVATION_TEXT[appReservation.status]}
    </p>
  );
}

/** The trailer in a popup player and the background-music toggle. */
function HeroMedia() {
  const copy = textsFor(MEDIA_COPY, useWidgetLanguage());
  return (
    <div className="hero__media">
      <VideoPlayer type="popup" uri="/media/trailer.webm" caption={copy.trailerCaption}>
        {copy.watchTrailer}
      </VideoPlayer>
      <MusicToggle uri="/media/bgm.wav" />
    </div>
  );
}
