import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@occ/shared';

type Card = NonNullable<AgendaItem['speakerCard']>;

/** Up to two letters of a name: 林晓 → 林晓, Chen Wei → CW. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return [...(words[0] ?? '')].slice(0, 2).join('').toUpperCase();
}

/**
 * The guest speaker of an agenda row: a button that shows the speaker's card (name, title,
 * enterprise, avatar or initials, short bio) when clicked or focused; Escape or leaving closes it.
 */
export function SpeakerCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className="ev-speaker"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="ev-speaker-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('events.speaker.open', { name: card.name })}
        onClick={() => setOpen((o) => !o)}
        onFocus={() => setOpen(true)}
        data-testid="speaker-button"
      >
        {card.name}
      </button>
      <span
        id={id}
        role="group"
        aria-label={t('events.speaker.card', { name: card.name })}
        className="ev-speaker-card"
        hidden={!open}
        data-testid="speaker-card"
      >
        <span className="ev-speaker-head">
          {card.avatarUrl ? (
            <img className="ev-speaker-avatar" src={card.avatarUrl} alt="" width={48} height={48} />
          ) : (
            <span className="ev-speaker-avatar ev-speaker-initials" aria-hidden="true">
              {initialsOf(card.name)}
            </span>
          )}
          <span>
            <strong>{card.name}</strong>
            {card.title ? <span className="ev-speaker-title">{card.title}</span> : null}
            {card.enterprise ? <span className="ev-speaker-title">{card.enterprise}</span> : null}
          </span>
        </span>
        {card.bio ? <span className="ev-speaker-bio">{card.bio}</span> : null}
      </span>
    </span>
  );
}
