import { useEffect, useReducer, type HTMLAttributes, type Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useReducedMotion } from '../Carousel/useReducedMotion.ts';
import * as styles from './RotatingText.css.ts';

export interface RotatingTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The words to cycle through, in order; the first is also the static fallback. */
  words: readonly string[];
  /** Milliseconds between two typed characters (the product passes its own pace). */
  typingDelayMs: number;
  /**
   * Milliseconds between two deleted characters.
   * @default half of `typingDelayMs`
   */
  deletingDelayMs?: number;
  /**
   * How long a fully typed word stays before it is deleted, in milliseconds.
   * @default 2000
   */
  pauseMs?: number;
  /**
   * What screen readers read in place of the changing word, which they never hear: a stable
   * phrase such as 'AWS, Azure and Google Cloud'.
   * @default the first word
   */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

interface TypingState {
  index: number;
  length: number;
  phase: 'typing' | 'holding' | 'deleting';
}

type TypingStep = { type: 'type' } | { type: 'hold' } | { type: 'delete' } | { type: 'next'; count: number };

function step(state: TypingState, action: TypingStep): TypingState {
  switch (action.type) {
    case 'type':
      return { ...state, length: state.length + 1 };
    case 'hold':
      return { ...state, phase: 'holding' };
    case 'delete':
      return state.phase === 'deleting'
        ? { ...state, length: Math.max(0, state.length - 1) }
        : { ...state, phase: 'deleting' };
    case 'next':
      return { index: (state.index + 1) % action.count, length: 0, phase: 'typing' };
  }
}

/** Characters as the reader sees them, so an accent or an emoji is typed in one go. */
const characters = (word: string) => Array.from(word);

/**
 * A headline word that types itself: it cycles through `words`, typing, pausing, deleting and
 * moving on. Screen readers get a stable text instead (`label`, or the first word), and users who
 * prefer reduced motion see the first word, still. Place it inside the heading it completes.
 */
export function RotatingText({
  words,
  typingDelayMs,
  deletingDelayMs = typingDelayMs / 2,
  pauseMs = 2000,
  label,
  className,
  ...props
}: RotatingTextProps) {
  const reducedMotion = useReducedMotion();
  const first = words[0] ?? '';
  // It starts with the first word fully shown, so the first paint is already a whole headline.
  const [state, dispatch] = useReducer(step, {
    index: 0,
    length: characters(first).length,
    phase: 'holding',
  });
  const isStatic = reducedMotion || words.length < 2;
  const word = characters(words[state.index % Math.max(words.length, 1)] ?? '');

  useEffect(() => {
    if (isStatic) return undefined;
    const schedule = (action: TypingStep, delay: number) => {
      const timer = window.setTimeout(() => {
        dispatch(action);
      }, delay);
      return () => {
        window.clearTimeout(timer);
      };
    };
    switch (state.phase) {
      case 'typing':
        return state.length < word.length ? schedule({ type: 'type' }, typingDelayMs) : schedule({ type: 'hold' }, 0);
      case 'holding':
        return schedule({ type: 'delete' }, pauseMs);
      case 'deleting':
        return state.length > 0
          ? schedule({ type: 'delete' }, deletingDelayMs)
          : schedule({ type: 'next', count: words.length }, typingDelayMs);
    }
  }, [isStatic, state, word.length, words.length, typingDelayMs, deletingDelayMs, pauseMs]);

  const shown = isStatic ? first : word.slice(0, state.length).join('');
  return (
    <span {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={styles.word} data-phase={isStatic ? 'static' : state.phase}>
        {shown}
        {isStatic ? null : <span className={styles.caret} />}
      </span>
      <VisuallyHidden elementType="span">{label ?? first}</VisuallyHidden>
    </span>
  );
}
