import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { profilePath, type Author } from './profile-path';

export { profilePath, type Author };

// the card (antd's Popover, the counts query, the follow button) loads on the first hover or
// focus of a name: a list of authors carries none of it on its first load (issue 14)
const ProfileCardPopup = lazyWithAntd(() => import('./ProfileCardPopup'));

// antd's hover trigger: opens after 0.2 s over the name, closes 0.1 s after leaving it and its card
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 100;

/**
 * An author's name: a link to their profile page that also opens their profile card (counts,
 * follow button) on hover or keyboard focus; Escape closes it. The card is rendered next to the
 * name, so Tab reaches its follow button.
 */
export function ProfileCardTrigger({
  author,
  strong = false,
  testId,
}: {
  author: Author;
  strong?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // the popup's code is fetched once the card is first wanted, then kept mounted
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const nameLink = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Escape gives focus back to the name without reopening the card
  const quietFocus = useRef(false);
  const titleId = useId();
  const popupId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (value: boolean, delay = 0) => {
    clearTimeout(timer.current);
    if (value) setWanted(true);
    if (delay) timer.current = setTimeout(() => setOpen(value), delay);
    else setOpen(value);
  };

  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) show(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      show(false);
      if (nameLink.current && document.activeElement !== nameLink.current) {
        quietFocus.current = true;
        nameLink.current.focus();
      }
    }
  };

  return (
    <span
      ref={wrapper}
      className="profile-card-anchor"
      style={{ position: 'relative' }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onMouseEnter={() => show(true, OPEN_DELAY_MS)}
      onMouseLeave={() => show(false, CLOSE_DELAY_MS)}
    >
      <Link
        ref={nameLink}
        to={profilePath(author.id)}
        className="profile-card-name"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        data-testid={testId}
        onFocus={() => {
          if (quietFocus.current) quietFocus.current = false;
          else show(true);
        }}
      >
        {strong ? <strong>{author.nickname}</strong> : author.nickname}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <ProfileCardPopup
            author={author}
            open={open}
            wrapper={wrapper}
            titleId={titleId}
            popupId={popupId}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
