import { useTexts } from 'campaign-kit/react';
import { FEATURES_COPY } from './page-copy';

/** What the game offers, three cards. */
export function Features() {
  const copy = useTexts(FEATURES_COPY);
  return (
    <section className="section" id="features" aria-labelledby="features-title">
      <h2 className="section__title" id="features-title">
        {copy.title}
      </h2>
      <ul className="features">
        {copy.features.map((feature, index) => (
          <li key={index} className="feature">
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
