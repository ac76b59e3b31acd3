import { randomBytes } from 'node:crypto';

/** The slide picture's size and the piece's, in px. */
export const SLIDE = { width: 280, height: 160, piece: 44, tolerance: 6 } as const;

interface SlideChallenge {
  id: string;
  gapX: number;
  gapY: number;
  subtype: string;
  attempts: number;
}

/** What the widget is sent: the pictures and where the piece sits vertically; never the gap's x. */
export interface SlidePicture {
  id: string;
  width: number;
  height: number;
  piece: number;
  pieceY: number;
  background: string;
  pieceImage: string;
}

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * Slide captchas: a picture with a gap, checked on the server (the piece dropped within 6 px of
 * the gap passes), and the one-use tokens a passed challenge earns.
 */
export class SlideCaptchas {
  readonly #challenges = new Map<string, SlideChallenge>();
  readonly #tokens = new Set<string>();
  readonly #random: () => number;
  #latest: SlideChallenge | undefined;

  constructor(random: () => number) {
    this.#random = random;
  }

  /** A fresh challenge. */
  pose(subtype: string): SlidePicture {
    const gapX = 90 + Math.floor(this.#random() * (SLIDE.width - 90 - SLIDE.piece - 10));
    const gapY = 20 + Math.floor(this.#random() * (SLIDE.height - 40 - SLIDE.piece));
    const challenge = { id: randomBytes(8).toString('hex'), gapX, gapY, subtype, attempts: 0 };
    this.#challenges.set(challenge.id, challenge);
    this.#latest = challenge;
    const hue = Math.floor(this.#random() * 360);
    const circles = Array.from({ length: 9 }, (_, i) => {
      const cx = Math.floor(this.#random() * SLIDE.width);
      const cy = Math.floor(this.#random() * SLIDE.height);
      return `<circle cx="${cx}" cy="${cy}" r="${18 + (i % 4) * 9}" fill="hsl(${(hue + i * 37) % 360} 70% 60%)" opacity="0.7"/>`;
    }).join('');
    const background = svgUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.width}" height="${SLIDE.height}">` +
        `<rect width="100%" height="100%" fill="hsl(${hue} 45% 82%)"/>${circles}` +
        `<rect x="${gapX}" y="${gapY}" width="${SLIDE.piece}" height="${SLIDE.piece}" rx="6" fill="#000" opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`,
    );
    const pieceImage = svgUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.piece}" height="${SLIDE.piece}">` +
        `<rect x="1" y="1" width="${SLIDE.piece - 2}" height="${SLIDE.piece - 2}" rx="6" fill="hsl(${hue} 80% 92%)" stroke="#fff" stroke-width="2"/></svg>`,
    );
    return { id: challenge.id, width: SLIDE.width, height: SLIDE.height, piece: SLIDE.piece, pieceY: gapY, background, pieceImage };
  }

  /** Checks where the piece was dropped (px from the left); a pass earns a one-use token. A challenge allows one try. */
  check(id: string, x: number): { success: true; token: string } | { success: false } {
    const challenge = this.#challenges.get(id);
    this.#challenges.delete(id);
    if (!challenge || !Number.isFinite(x) || Math.abs(x - challenge.gapX) > SLIDE.tolerance) return { success: false };
    const token = `slide-${randomBytes(12).toString('hex')}`;
    this.#tokens.add(token);
    return { success: true, token };
  }

  /** Uses up a token; true when it was a live one. */
  redeem(token: unknown): boolean {
    return typeof token === 'string' && this.#tokens.delete(token);
  }

  /** The latest challenge's gap (a development door, so tests can drag like a person who sees it). */
  latestGap(): { id: string; x: number; y: number } | undefined {
    return this.#latest && { id: this.#latest.id, x: this.#latest.gapX, y: this.#latest.gapY };
  }
}
