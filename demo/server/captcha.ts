// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

export interface Captcha {
  answer: string;
  /** An SVG image of the answer with some noise, as a data URL. */
  image: string;
}

/** A fresh captcha; `random` returns numbers in [0, 1). */
export function makeCaptcha(random: () => number): Captcha {
  const pick = (max: number) => Math.floor(random() * max);
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[pick(ALPHABET.length)]).join('');
  const glyphs = [...answer].map(
    (char, i) =>
      `<text x="${14 + i * 24}" y="30" transform="rotate(${pick(30) - 15} ${20 + i * 24} 22)">${char}</text>`,
  );
  const noise = Array.from(
    { length: 4 },
    () => `<line x1="0" y1="${pick(40)}" x2="110" y2="${pick(40)}" stroke="#889" stroke-width="1.5"/>`,
  );
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40">' +
    '<rect width="110" height="40" fill="#eef"/>' +
    `<g font-family="monospace" font-size="24" font-weight="bold" fill="#335">${glyphs.join('')}</g>` +
    `${noise.join('')}</svg>`;
  return { answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
