import { useSite } from '../context.js';
import { CloseIcon } from './Icons.js';

/** Optional dismissible banner; the client hides it when its id was dismissed before (no flash: see head script). */
export function AnnouncementBar() {
  const { config, strings } = useSite();
  const bar = config.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={bar.content.replace(/<[^>]+>/g, '').slice(0, 80)}
      data-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-close icon-button" aria-label={strings.closeAnnouncement}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
