import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainParagraphs } from '../../../domain/content/plain-text';
import { NewsDetail } from '../../../ui-react/content/news-detail';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { renderWithKit } from '../support/render';
import { createContentKit, sampleNews } from './support/content-backend';

// The text is made from the content with the real rules; the spy only counts how often.
vi.mock('../../../domain/content/plain-text', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../domain/content/plain-text')>();
  return { ...actual, plainParagraphs: vi.fn(actual.plainParagraphs) };
});

afterEach(cleanup);

describe('NewsDetail makes the text of an item once (issue 26, finding 4)', () => {
  it('reads the content into paragraphs when the item arrives, not at each render', async () => {
    const { kit } = createContentKit({ news: sampleNews(2) });
    const { rerender } = renderWithKit(kit, <NewsDetail id="n-1" />);
    await screen.findByRole('heading', { name: '新闻 1' });
    expect(vi.mocked(plainParagraphs)).toHaveBeenCalledTimes(1);

    for (const focusOnLoad of [false, true, false]) {
      rerender(
        <CampaignKitProvider kit={kit}>
          <NewsDetail id="n-1" focusOnLoad={focusOnLoad} />
        </CampaignKitProvider>,
      );
    }
    expect(screen.getByRole('article').querySelectorAll('.ck-news-detail__body p')).toHaveLength(2);
    expect(vi.mocked(plainParagraphs)).toHaveBeenCalledTimes(1);
  });
});
