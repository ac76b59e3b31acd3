import { useEffect } from 'react';
import { useTexts } from 'campaign-kit/react';
import { DownloadDialogShowcase } from './download-dialog-showcase';
import { EasyLoginShowcase } from './easy-login-showcase';
import { PublisherFooter, PublisherTopBar } from './furniture';
import { LanguageRoot } from './language-root';
import { FurnitureShowcase } from './furniture-showcase';
import { GALLERY_COPY } from './gallery-copy';
import './furniture.css';

/** The component gallery: the top bar as its header, every furniture variant, the full easy-login widget, the footer. */
export function GalleryApp() {
  return (
    <LanguageRoot>
      <GalleryHeader />
      <GalleryMain />
      <PublisherFooter />
    </LanguageRoot>
  );
}

function GalleryHeader() {
  const copy = useTexts(GALLERY_COPY);
  return (
    <PublisherTopBar>
      <a className="gallery__back" href="./">
        {copy.back}
      </a>
    </PublisherTopBar>
  );
}

function GalleryMain() {
  const copy = useTexts(GALLERY_COPY);
  useEffect(() => {
    document.title = `campaign-kit · ${copy.title}`;
  }, [copy.title]);
  return (
    <main className="gallery">
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <FurnitureShowcase />
      <EasyLoginShowcase />
      <DownloadDialogShowcase />
    </main>
  );
}
