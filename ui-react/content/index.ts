export { NewsList, type NewsListProps } from './news-list';
export { NewsDetail, type NewsDetailProps } from './news-detail';
export { LikeButton, type LikeButtonProps } from './like-button';
export { BannerCarousel, type BannerCarouselProps, BANNER_INTERVAL_MS } from './banner-carousel';
