export { ShareBar, type ShareBarProps, type ShareBarButton, type LocalizedShareInfo } from './share-bar';
export type { ShareButtonName } from '../../domain/i18n/share-texts';
