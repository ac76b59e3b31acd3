import { parseLinkMarkup } from '../../domain/consent/link-markup';

/**
 * Renders `[text@url]` markup as text and links: http and https only, everything else as the
 * literal text; never as HTML (banner config).
 */
export function MarkupText({ source }: { readonly source: string }) {
  return (
    <>
      {parseLinkMarkup(source).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} className="ck-consent__link" href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
