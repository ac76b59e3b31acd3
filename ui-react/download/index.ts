export { SilentDownloadDialog, type SilentDownloadDialogProps, type SilentDownloadTexts } from './silent-download-dialog';
export type { DownloadTexts } from '../../domain/i18n/download-texts';
