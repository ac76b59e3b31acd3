export { TopBar, type TopBarProps } from './top-bar';
export { Footer, type FooterProps } from './footer';
export { WeixinMask, type WeixinMaskProps } from './weixin-mask';
export { mountTopBar, mountFooter, type Mounted } from './mount';
