import { useMemo, useState } from 'react';
import { newsList } from 'campaign-kit/content';
import { BannerCarousel, NewsDetail, NewsList, useCampaignKit } from 'campaign-kit/react';
import './news-section.css';

/**
 * The news section: the banner carousel from the picture search, then the news list with paging;
 * opening an item shows its detail (with the like button) in its place, and 返回列表 goes back to
 * the same page with the focus on the item.
 */
export function NewsSection() {
  const { content } = useCampaignKit();
  // One list for the section's life: coming back from a detail shows the page the visitor left.
  const list = useMemo(() => newsList(content, { topFlag: true, pageSize: 5 }), [content]);
  const [open, setOpen] = useState<string>();
  const [cameBackFrom, setCameBackFrom] = useState<string>();

  return (
    <div className="section demo-news" id="news">
      <BannerCarousel onError={(error) => console.warn('banners did not load', error)} />
      <div className="demo-news__panel">
        {open === undefined ? (
          <NewsList
            list={list}
            focusItem={cameBackFrom}
            onOpen={(item) => {
              setCameBackFrom(undefined);
              setOpen(item.id);
            }}
          />
        ) : (
          <NewsDetail
            id={open}
            onBack={() => {
              setCameBackFrom(open);
              setOpen(undefined);
            }}
          />
        )}
      </div>
    </div>
  );
}
