import { MilestoneCounter, MusicToggle, ReserveButton, VideoPlayer, useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import 'campaign-kit/react/media.css';
import './media-demo.css';
import { MEDIA_COPY } from './media-copy';
import { HERO_COPY } from './page-copy';

interface HeroProps {
  /** Opens the easy-login widget when the visitor must log in to reserve. */
  readonly onNeedLogin: () => void;
}

/** The dark hero: title, the milestone counter, the reserve button and, once reserved, the invite card. */
export function Hero({ onNeedLogin }: HeroProps) {
  const copy = useTexts(HERO_COPY);
  return (
    <section className="hero" id="top" aria-labelledby="hero-title">
      <div className="hero__sky" aria-hidden="true">
        <span className="hero__planet" />
        <span className="hero__orbit" />
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">{copy.eyebrow}</p>
        <h1 className="hero__title" id="hero-title">
          {copy.title}
        </h1>
        <p className="hero__tagline">{copy.tagline}</p>
        <HeroMedia />
        <MilestoneCounter>{copy.counter}</MilestoneCounter>
        <ul className="hero__gifts" aria-label={copy.giftsLabel}>
          {copy.gifts.map((gift) => (
            <li key={gift}>{gift}</li>
          ))}
        </ul>
        <ReserveButton onNeedLogin={onNeedLogin} />
        <AppReservationNote />
        <p className="hero__note">{copy.note}</p>
      </div>
    </section>
  );
}

/** Inside the app, how the game's reservation there went (the kit lists `reservation({ appReservation })`). */
function AppReservationNote() {
  const { appReservation } = useStateSource(useCampaignKit().reservation);
  const copy = useTexts(HERO_COPY);
  if (!appReservation) return null;
  return (
    <p className="hero__note" role="status">
      {copy.appReservation[appReservation.status]}
    </p>
  );
}

/** The trailer in a popup player and the background-music toggle. */
function HeroMedia() {
  const copy = useTexts(MEDIA_COPY);
  return (
    <div className="hero__media">
      <VideoPlayer type="popup" uri="/media/trailer.webm" caption={copy.trailerCaption}>
        {copy.watchTrailer}
      </VideoPlayer>
      <MusicToggle uri="/media/bgm.wav" />
    </div>
  );
}
