import { MilestoneCounter, ReserveButton } from 'campaign-kit/react';

interface HeroProps {
  /** Opens the easy-login widget when the visitor must sign in to reserve. */
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
        <MilestoneCounter>人已预约</MilestoneCounter>
        <ul className="hero__gifts" aria-label="预约即送">
          {GIFTS.map((gift) => (
            <li key={gift}>{gift}</li>
          ))}
        </ul>
        <ReserveButton onNeedLogin={onNeedLogin} />
        <p className="hero__note">iOS / Android / PC 数据互通 · 公测时间敬请期待</p>
      </div>
    </section>
  );
}
