import { useState } from 'react';
import { useWidgetContext } from '../provider/widget-context';

/** The address the client asks a source's image at: by domain, as a png file name (spec §3, ADR 0025). */
export const sourceImagePath = (domain: string) => `/api/files/websites/${encodeURIComponent(domain)}.png`;

/**
 * Image addresses that answered with an error on this page: a source without an image is not
 * asked again for each of its documents (an admin's new upload shows after a reload).
 */
const missing = new Set<string>();

const initialOf = (domain: string) => (domain.replace(/^www\./, '')[0] ?? '?').toUpperCase();

/**
 * The source's image beside the entity chips. The letter tile shows until the image has loaded
 * and stays when there is none (404, or anything else the browser cannot show), so the browser's
 * broken-image icon never appears.
 */
export const SourceImage = ({ domain }: { domain: string }) => {
  const { api } = useWidgetContext();
  const src = domain === '' ? null : api.url(sourceImagePath(domain));
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const tryImage = src !== null && failedSrc !== src && !missing.has(src);
  const loaded = tryImage && loadedSrc === src;
  return (
    <div className="nd-viewer__image">
      {!loaded && (
        <span className="nd-viewer__image--placeholder" aria-hidden="true">
          {initialOf(domain)}
        </span>
      )}
      {tryImage && (
        <img
          key={src}
          className={loaded ? 'nd-viewer__image-img' : 'nd-viewer__image-img nd-viewer__image-img--loading'}
          src={src}
          alt=""
          onLoad={() => setLoadedSrc(src)}
          onError={() => {
            missing.add(src);
            setFailedSrc(src);
          }}
        />
      )}
    </div>
  );
};
