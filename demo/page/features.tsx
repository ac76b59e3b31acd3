const FEATURES = [
  { title: '无缝星域探索', text: '七大星域、上百颗可登陆行星，驾驶星舰在星海间自由航行，每一处遗迹都藏着旧文明的回声。' },
  { title: '策略即时战斗', text: '四人小队实时切换，元素共鸣与技能连携自由组合，挑战深渊领主，打出属于你的战术。' },
  { title: '群星羁绊剧情', text: '数十位伙伴各有故事线，你的每一次选择都会改变他们的命运，以及这片星空的结局。' },
];

/** What the game offers, three cards. */
export function Features() {
  return (
    <section className="section" id="features" aria-labelledby="features-title">
      <h2 className="section__title" id="features-title">
        游戏特色
      </h2>
      <ul className="features">
        {FEATURES.map((feature, index) => (
          <li key={feature.title} className="feature">
            <span className="feature__index" aria-hidden="true">
              0{index + 1}
            </span>
            <h3 className="feature__title">{feature.title}</h3>
            <p className="feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
