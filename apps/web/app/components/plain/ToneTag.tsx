import type { ReactNode } from 'react';
import { Tag } from './plain';

export type Tone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

// antd's preset status colours fall below WCAG AA contrast on their tinted backgrounds; these pass
const TONES: Record<Exclude<Tone, 'neutral'>, { color: string; background: string; borderColor: string }> = {
  info: { color: '#0b3f9e', background: '#e8f0ff', borderColor: '#b3c9f5' },
  success: { color: '#1d5c10', background: '#effaeb', borderColor: '#b7e1a8' },
  warning: { color: '#7a4200', background: '#fff7e6', borderColor: '#ffd591' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/**
 * A state as a small tag whose colour hints at it (the text says it); antd's Tag look without its
 * JavaScript (issue 14).
 */
export function ToneTag({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <Tag style={tone === 'neutral' ? undefined : TONES[tone]} data-testid={testId}>
      {children}
    </Tag>
  );
}
