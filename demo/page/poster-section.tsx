import { useMemo } from 'react';
import type { PosterDescription } from 'campaign-kit/share';
import { Poster, useCampaignKit, useStateSource, useTexts } from 'campaign-kit/react';
import { POSTER_COPY, perLanguage } from './page-copy';

const POSTER_ALT = perLanguage(POSTER_COPY, (copy) => copy.alt);

/** The invite poster: the campaign's colours, title, and the visitor's invite link as a QR code (the page's address until reserved). */
export function PosterSection() {
  const kit = useCampaignKit();
  const reservation = useStateSource(kit.reservation);
  const inviteUrl = reservation.share?.shareUrl ?? window.location.origin + '/';
  const copy = useTexts(POSTER_COPY);
  const description = useMemo<PosterDescription>(
    () => ({
      width: 360,
      height: 520,
      background: '#0b0a1f',
      views: [
        { type: 'rect', x: 20, y: 20, width: 320, height: 480, color: '#1d1a4a', radius: 16, border: { width: 2, color: '#8f7cff' } },
        {
          type: 'flexBox',
          x: 20,
          y: 48,
          width: 320,
          direction: 'column',
          align: 'center',
          gap: 16,
          children: [
            { type: 'text', text: copy.headline, width: 280, fontSize: 22, fontWeight: 'bold', color: '#ffffff', align: 'center', maxLines: 2 },
            { type: 'text', text: copy.text, width: 260, fontSize: 14, color: '#c9c3ff', align: 'center', maxLines: 2 },
            { type: 'qrcode', text: inviteUrl, size: 220 },
          ],
        },
        { type: 'rect', x: 120, y: 460, width: 120, height: 8, color: '#ff4d8d', radius: 4 },
      ],
    }),
    [inviteUrl, copy],
  );
  return (
    <section className="demo-share" aria-labelledby="demo-poster-title">
      <h2 id="demo-poster-title">{copy.title}</h2>
      <Poster description={description} alt={POSTER_ALT} />
    </section>
  );
}
