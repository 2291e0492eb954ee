import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import type { TerminalFeed } from './terminal-feed';

// The xterm.js terminal. This module is only reached through a dynamic import (TerminalPane), so
// xterm and its stylesheet load with the console page and never with another route.

export interface XtermViewProps {
  feed: TerminalFeed;
  onInput: (text: string) => void;
  /** Ctrl+] : leave the terminal for the toolbar (xterm keeps Tab for the board's shell) */
  onLeave: () => void;
  /** the accessible name of xterm's input */
  label: string;
  /** id of the text that explains how to leave the terminal */
  describedBy: string;
}

export default function XtermView({ feed, onInput, onLeave, label, describedBy }: XtermViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onInput, onLeave, label, describedBy });
  const input = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    handlers.current = { onInput, onLeave, label, describedBy };
  }, [onInput, onLeave, label, describedBy]);
  // names change with the language; the terminal (and what it shows) stays
  useEffect(() => {
    input.current?.setAttribute('aria-label', label);
    input.current?.setAttribute('aria-describedby', describedBy);
  }, [label, describedBy]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const term = new Terminal({
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      fontSize: 14,
      scrollback: 5000,
      theme: { background: '#101418', foreground: '#e6e6e6', cursor: '#f0f0f0' },
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.attachCustomKeyEventHandler((ev) => {
      if (ev.type === 'keydown' && ev.ctrlKey && ev.key === ']') {
        handlers.current.onLeave();
        return false;
      }
      return true;
    });
    term.open(el);
    input.current = term.textarea ?? null;
    input.current?.setAttribute('aria-label', handlers.current.label);
    input.current?.setAttribute('aria-describedby', handlers.current.describedBy);
    const refit = () => {
      // a hidden or zero-sized host (drawer animations, print) cannot be measured
      if (el.clientWidth > 0 && el.clientHeight > 0) fit.fit();
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(el);
    const typed = term.onData((d) => handlers.current.onInput(d));
    const target = {
      write: (bytes: Uint8Array) => term.write(bytes),
      reset: () => term.reset(),
      setReadOnly: (readOnly: boolean) => {
        term.options.disableStdin = readOnly;
        term.options.cursorBlink = !readOnly;
      },
    };
    feed.attach(target);
    term.focus();
    return () => {
      feed.detach(target);
      observer.disconnect();
      typed.dispose();
      input.current = null;
      term.dispose();
    };
  }, [feed]);

  return <div ref={host} className="console-xterm" data-testid="console-terminal" />;
}
