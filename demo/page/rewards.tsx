import { useState } from 'react';
import { FrameSequence, Gachakon, VideoPlayer, useWidgetLanguage } from 'campaign-kit/react';
import { MEDIA_COPY } from './media-copy';

const MILESTONES = [
  { goal: '10 万', reward: '星辉石 ×500' },
  { goal: '30 万', reward: '限定星舰涂装' },
  { goal: '50 万', reward: '四星武器自选箱' },
  { goal: '100 万', reward: '五星角色「晓星·塞拉」' },
];

const CHEST_FRAMES = Array.from({ length: 12 }, (_, index) => `/media/chest-${String(index).padStart(2, '0')}.svg`);

const INVITE_STEPS = ['预约后获得专属邀请链接', '好友通过你的链接完成预约', '每邀请 1 位好友得 星辉石 ×100，最多 10 位'];

/** The milestone rewards and how inviting friends works. */
export function Rewards() {
  return (
    <section className="section section--tinted" id="rewards" aria-labelledby="rewards-title">
      <h2 className="section__title" id="rewards-title">
        预约奖励
      </h2>
      <p className="section__lead">全服预约人数达成目标，所有预约玩家均可在公测后领取</p>
      <ol className="milestones">
        {MILESTONES.map((milestone) => (
          <li key={milestone.goal} className="milestone">
            <span className="milestone__goal">{milestone.goal}</span>
            <span className="milestone__reward">{milestone.reward}</span>
          </li>
        ))}
      </ol>
      <Treasure />
      <h3 className="section__subtitle">邀请好友 · 共赴星渊</h3>
      <ol className="invite-steps">
        {INVITE_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** A chest that opens frame by frame (again on demand), a gameplay clip and a gachakon that shakes before its reward. */
function Treasure() {
  const copy = MEDIA_COPY[useWidgetLanguage()];
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
