import { useMemo } from 'react';
import type { PosterDescription } from 'campaign-kit';
import { Poster, useCampaignKit, useStateSource } from 'campaign-kit/react';

/** The invite poster: the campaign's colours, title, and the visitor's invite link as a QR code (the page's address until reserved). */
export function PosterSection() {
  const kit = useCampaignKit();
  const reservation = useStateSource(kit.reservation);
  const inviteUrl = reservation.share?.shareUrl ?? window.location.origin + '/';
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
            { type: 'text', text: '《星渊回响》邀你一起预约', width: 280, fontSize: 22, fontWeight: 'bold', color: '#ffffff', align: 'center', maxLines: 2 },
            { type: 'text', text: '扫码预约，领取限定头像框与星辉石，邀请好友解锁更多奖励', width: 260, fontSize: 14, color: '#c9c3ff', align: 'center', maxLines: 2 },
            { type: 'qrcode', text: inviteUrl, size: 220 },
          ],
        },
        { type: 'rect', x: 120, y: 460, width: 120, height: 8, color: '#ff4d8d', radius: 4 },
      ],
    }),
    [inviteUrl],
  );
  return (
    <section className="demo-share" aria-labelledby="demo-poster-title">
      <h2 id="demo-poster-title">邀请海报</h2>
      <Poster description={description} alt={{ 'zh-CN': '邀请海报：扫码预约', en: 'Invite poster: scan to reserve', ja: '招待ポスター：スキャンして事前登録', ko: '초대 포스터: 스캔하여 사전예약', 'zh-TW': '邀請海報：掃碼預約' }} />
    </section>
  );
}
