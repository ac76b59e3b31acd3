/** Health advice, and what this page is. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>抵制不良游戏，拒绝盗版游戏。注意自我保护，谨防受骗上当。</p>
      <p>适度游戏益脑，沉迷游戏伤身。合理安排时间，享受健康生活。</p>
      <p className="site-footer__small">《星渊回响》为虚构游戏，本页是 campaign-kit 的演示页面。© 星渊工作室（虚构）</p>
    </footer>
  );
}
