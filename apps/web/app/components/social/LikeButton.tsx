import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '~/components/plain/plain';
import { RequestError } from '~/lib/request';
import { toggleCollection, toggleLike } from './api';
import { useLoginPrompt } from './useLoginPrompt';
import { useFeedback } from '~/lib/feedback';

interface ToggleProps {
  targetType: string;
  targetId: string;
  active: boolean;
  count: number;
  loggedIn: boolean;
}

/**
 * A toggle with a count (like, collect): the click shows the new state at once and rolls it back
 * when the server refuses; the server's count then replaces the guess.
 */
function useOptimisticToggle(
  props: ToggleProps,
  call: (type: string, id: string) => Promise<{ active: boolean; count: number }>,
) {
  const { message } = useFeedback();
  const prompt = useLoginPrompt();
  const [state, setState] = useState({ active: props.active, count: props.count });
  const [busy, setBusy] = useState(false);
  // the server's newer values (a re-read of the page) replace the local state
  const [seen, setSeen] = useState({ active: props.active, count: props.count });
  if (seen.active !== props.active || seen.count !== props.count) {
    setSeen({ active: props.active, count: props.count });
    setState({ active: props.active, count: props.count });
  }
  const onClick = async () => {
    if (!props.loggedIn) return prompt();
    if (busy) return;
    const before = state;
    setState({ active: !before.active, count: Math.max(0, before.count + (before.active ? -1 : 1)) });
    setBusy(true);
    try {
      setState(await call(props.targetType, props.targetId));
    } catch (e) {
      setState(before);
      void message.error(e instanceof RequestError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { state, onClick };
}

/** The toggle's button: pressed while active, its glyph, label and count. */
function CountedToggle({
  props,
  call,
  glyphs,
  label,
  testId,
}: {
  props: ToggleProps;
  call: (type: string, id: string) => Promise<{ active: boolean; count: number }>;
  /** [active, inactive] */
  glyphs: [string, string];
  label: string;
  testId: string;
}) {
  const { state, onClick } = useOptimisticToggle(props, call);
  return (
    <PlainButton
      look={{ size: 'small', type: state.active ? 'primary' : 'default', ghost: state.active }}
      aria-pressed={state.active}
      onClick={() => void onClick()}
      data-testid={testId}
    >
      <span aria-hidden>{state.active ? glyphs[0] : glyphs[1]}</span> {label} {state.count}
    </PlainButton>
  );
}

const like = async (type: string, id: string) => {
  const r = await toggleLike(type, id);
  return { active: r.liked, count: r.likes };
};
const collect = async (type: string, id: string) => {
  const r = await toggleCollection(type, id);
  return { active: r.collected, count: r.collections };
};

/** Like toggle with its count (spec §4: like toggles both ways). */
export function LikeButton(props: ToggleProps) {
  const { t } = useTranslation();
  return (
    <CountedToggle
      props={props}
      call={like}
      glyphs={['♥', '♡']}
      label={t('community.social.like')}
      testId="like"
    />
  );
}

/** Collect toggle with its count (spec §4: collect toggles both ways). */
export function CollectButton(props: ToggleProps) {
  const { t } = useTranslation();
  return (
    <CountedToggle
      props={props}
      call={collect}
      glyphs={['★', '☆']}
      label={t('community.social.collect')}
      testId="collect"
    />
  );
}
