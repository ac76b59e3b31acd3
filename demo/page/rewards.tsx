import { useState } from 'react';
import { FrameSequence, Gachakon, VideoPlayer, useTexts } from 'campaign-kit/react';
import { MEDIA_COPY } from './media-copy';
import { REWARDS_COPY } from './page-copy';

const CHEST_FRAMES = Array.from({ length: 12 }, (_, index) => `/media/chest-${String(index).padStart(2, '0')}.svg`);

/** The milestone rewards and how inviting friends works. */
export function Rewards() {
  const copy = useTexts(REWARDS_COPY);
  return (
    <section className="section section--tinted" id="rewards" aria-labelledby="rewards-title">
      <h2 className="section__title" id="rewards-title">
        {copy.title}
      </h2>
      <p className="section__lead">{copy.lead}</p>
      <ol className="milestones">
        {copy.milestones.map((milestone, index) => (
          <li key={index} className="milestone">
            <span className="milestone__goal">{milestone.goal}</span>
            <span className="milestone__reward">{milestone.reward}</span>
          </li>
        ))}
      </ol>
      <Treasure />
      <h3 className="section__subtitle">{copy.inviteTitle}</h3>
      <ol className="invite-steps">
        {copy.inviteSteps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** A chest that opens frame by frame (again on demand), a gameplay clip and a gachakon that shakes before its reward. */
function Treasure() {
  const copy = useTexts(MEDIA_COPY);
  const [opening, setOpening] = useState(0);
  return (
    <div className="treasure">
      <div className="treasure__card">
        <h3 className="section__subtitle">{copy.chestTitle}</h3>
        <FrameSequence key={opening} className="treasure__chest" images={CHEST_FRAMES} alt={copy.chestAlt} />
        <button type="button" className="treasure__again" onClick={() => setOpening((count) => count + 1)}>
          {copy.openAgain}
        </button>
      </div>
      <div className="treasure__card">
        <h3 className="section__subtitle">{copy.clipTitle}</h3>
        <VideoPlayer uri="/media/trailer.webm" caption={copy.clipCaption} loop autoplay />
      </div>
      <div className="treasure__card">
        <h3 className="section__subtitle">{copy.capsuleTitle}</h3>
        <Gachakon
          machine={<img className="treasure__machine" src="/media/gachakon.svg" alt={copy.capsuleMachine} width={120} height={140} />}
          draw={() => copy.capsuleRewards[Math.floor(Math.random() * copy.capsuleRewards.length)]}
        />
      </div>
    </div>
  );
}
