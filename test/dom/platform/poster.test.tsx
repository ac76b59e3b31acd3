import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { CampaignKitError } from '../../../ports/errors';
import type { CanvasImage } from '../../../ports/canvas.port';
import type { PosterDescription } from '../../../domain/poster/poster.types';
import { Poster } from '../../../ui-react/poster/poster';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { gate } from '../support/backend';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

const INVITE = 'https://campaign.test/?share_code=CODE0001';
const COVER = 'https://campaign.test/cover.png';
const POSTER: PosterDescription = {
  width: 600,
  height: 900,
  views: [
    { type: 'image', src: COVER, width: 600, height: 500 },
    { type: 'text', text: '一起来预约', width: 560, x: 20, y: 520, fontSize: 32 },
    { type: 'qrcode', text: INVITE, x: 172, y: 600 },
  ],
};

describe('Poster (SPEC §1 poster and QR maker)', () => {
  it('shows a busy placeholder of the poster’s shape while its pictures load, then the poster as an image', async () => {
    const kit = createTestKit();
    const loading = gate();
    const load = kit.canvas.loadImage.bind(kit.canvas);
    vi.spyOn(kit.canvas, 'loadImage').mockImplementation(async (src) => {
      await loading.promise;
      return load(src);
    });
    const { container } = renderWithKit(kit, <Poster alt="邀请海报" description={POSTER} />);

    const busy = container.querySelector<HTMLElement>('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.style.aspectRatio).toBe('600 / 900');
    expect(screen.queryByRole('img')).toBeNull();
    loading.open();

    const image = await screen.findByRole<HTMLImageElement>('img', { name: '邀请海报' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;/);
    expect(image.width).toBe(600);
    expect(image.height).toBe(900);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('draws the description it is given: the picture, the text and the invite QR code', async () => {
    const kit = createTestKit();
    renderWithKit(kit, <Poster alt="邀请海报" description={POSTER} />);
    await screen.findByRole('img', { name: '邀请海报' });

    expect(kit.canvas.surfaces).toHaveLength(1);
    const [surface] = kit.canvas.surfaces;
    expect([surface!.width, surface!.height]).toEqual([600, 900]);
    expect(surface!.drawings.filter((drawing) => drawing.op === 'image').map((drawing) => drawing.op === 'image' && drawing.src)).toEqual([COVER]);
    expect(surface!.drawings.some((drawing) => drawing.op === 'text' && drawing.text === '一起来预约')).toBe(true);
    // The QR code's white square: 256 px by default (SPEC §1), where the view put it.
    expect(surface!.drawings).toContainEqual(expect.objectContaining({ op: 'rect', x: 172, y: 600, width: 256, height: 256, fill: '#ffffff' }));
  });

  it('redraws when given a new description', async () => {
    const kit = createTestKit();
    const { rerender } = renderWithKit(kit, <Poster alt="邀请海报" description={POSTER} />);
    await screen.findByRole('img', { name: '邀请海报' });

    rerender(
      <CampaignKitProvider kit={kit}>
        <Poster alt="邀请海报" description={{ ...POSTER, height: 1000 }} />
      </CampaignKitProvider>,
    );
    await vi.waitFor(() => expect(screen.getByRole<HTMLImageElement>('img', { name: '邀请海报' }).height).toBe(1000));
    expect(kit.canvas.surfaces.map((surface) => surface.height)).toEqual([900, 1000]);
  });

  it('shows why when a picture fails to load, and no image', async () => {
    const kit = createTestKit();
    vi.spyOn(kit.canvas, 'loadImage').mockImplementation((src): Promise<CanvasImage> => Promise.reject(new CampaignKitError('NETWORK', `the poster picture failed to load: ${src}`)));
    renderWithKit(kit, <Poster alt="邀请海报" description={POSTER} />);

    expect((await screen.findByRole('alert')).textContent).toBe(`the poster picture failed to load: ${COVER}`);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows why when the description has no size', async () => {
    const kit = createTestKit();
    renderWithKit(kit, <Poster alt="邀请海报" description={{ ...POSTER, width: 0 }} />);

    expect((await screen.findByRole('alert')).textContent).toBe('a poster needs a positive width and height in px');
    expect(kit.canvas.surfaces).toHaveLength(0);
  });
});
