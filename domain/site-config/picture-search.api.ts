import type { HttpQuery } from '../../ports/http.port';
import type { ApiClient } from '../http/api-client';
import type { Advertisement, PictureSearchResult } from './site-config.types';

/** The group-control call's fixed parameters (app_id 4986, website 5000, channel 10, zh-CN). */
export const GROUP_CONTROL_QUERY = { app_id: 4986, website: 5000, channel: 10, language: 'zh-CN' } as const;
/** The picture search's default page size. */
export const PICTURE_PAGE_SIZE = 99;
/** The picture search's default page index (1-based). */
export const PICTURE_PAGE_INDEX = 1;

/** The picture search call's path on the content origin. */
export const PICTURE_SEARCH_PATH = '/site/api/v2/picture/search';

/** The advertisement titles the picture search's callers pick by (pictures, group control). */
export type AdvertisementTitle = 'banner' | 'setting';

interface WireAdvertisement {
  id?: string | number;
  title?: string;
  image_url?: string;
  link_url?: string;
  content?: string;
}

interface WirePictureSearch {
  advertisements?: WireAdvertisement[];
  count?: number;
  page_index?: number;
  page_size?: number;
}

/**
 * GET /site/api/v2/picture/search with the given wire query, page_size 99 and
 * page_index 1 unless the query says otherwise; the answer mapped to camelCase. The one picture
 * search of the toolkit: group control and the content client both call it.
 * @throws CampaignKitError from {@link ApiClient.activity} (`SERVER`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`).
 */
export async function searchPictures(client: ApiClient, query: HttpQuery): Promise<PictureSearchResult> {
  const { data } = await client.activity<WirePictureSearch>({
    method: 'GET',
    path: PICTURE_SEARCH_PATH,
    query: { ...query, page_size: query.page_size ?? PICTURE_PAGE_SIZE, page_index: query.page_index ?? PICTURE_PAGE_INDEX },
  });
  return {
    advertisements: (data?.advertisements ?? []).map(toAdvertisement),
    count: data?.count ?? 0,
    pageIndex: data?.page_index ?? PICTURE_PAGE_INDEX,
    pageSize: data?.page_size ?? PICTURE_PAGE_SIZE,
  };
}

/**
 * GET /site/api/v2/picture/search with the group-control parameters, mapped to camelCase.
 * @throws CampaignKitError from {@link ApiClient.activity} (`SERVER`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`).
 */
export function searchGroupControlPictures(client: ApiClient, where: { page?: string; block?: string } = {}): Promise<PictureSearchResult> {
  return searchPictures(client, { ...GROUP_CONTROL_QUERY, page: where.page, block: where.block, page_size: PICTURE_PAGE_SIZE, page_index: PICTURE_PAGE_INDEX });
}

/** The advertisements titled `title` (`banner` for pictures, `setting` for group control), in order. */
export function pickAdvertisements(advertisements: readonly Advertisement[], title: AdvertisementTitle): Advertisement[] {
  return advertisements.filter((ad) => ad.title === title);
}

function toAdvertisement(wire: WireAdvertisement): Advertisement {
  return {
    id: wire.id === undefined ? undefined : String(wire.id),
    title: wire.title ?? '',
    imageUrl: wire.image_url,
    linkUrl: wire.link_url,
    content: wire.content,
  };
}
