// The content client built by hand: news paging, a detail and likes on the fetch adapter, the
// host from the content host table; no container and no widgets (its bundle must hold no
// inversify or axios).
import { ContentService, contentHost } from 'campaign-kit/content';
import { FetchHttpAdapter } from 'campaign-kit/adapters';

const content = new ContentService({ http: new FetchHttpAdapter() }, { appId: '1000', origin: contentHost(location.href, { region: 'cn', hosts: { cn: { online: location.origin } } }) });

let pageIndex = 1;
const list = document.querySelector('#news');
async function show() {
  const { pageNews, count, pageSize } = await content.searchNews({ topFlag: true, pageIndex });
  list.replaceChildren(...pageNews.map((item) => Object.assign(document.createElement('li'), { textContent: item.title, id: item.id })));
  document.querySelector('#next').disabled = pageIndex * pageSize >= count;
}
document.querySelector('#next').onclick = () => {
  pageIndex += 1;
  void show();
};
list.onclick = async ({ target }) => {
  const detail = await content.newsDetail(target.id);
  document.querySelector('#detail').textContent = detail.content;
  document.querySelector('#likes').textContent = (await content.like(target.id, { liked: !detail.liked })).likeCount;
};
void show();
