import { useCallback, useState, type HTMLAttributes, type Ref, type SyntheticEvent } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './Avatar.css.ts';
import type { avatarSizes } from './Avatar.css.ts';
import { getInitials } from './initials.ts';

type Status = 'loading' | 'loaded' | 'error';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the picture's alternative text, and the source of the initials. */
  name: string;
  /** The picture's URL. Without it, or while it loads, or if it fails, the initials show. */
  src?: string;
  /**
   * @default 'md'
   */
  size?: (typeof avatarSizes)[number];
  /**
   * Hides the avatar from assistive technology; set it when the name is already shown beside it,
   * so it is not read twice.
   * @default false
   */
  isDecorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** A person's picture in a disc, with their initials as the fallback. */
export function Avatar({ name, src, size = 'md', isDecorative = false, className, ...props }: AvatarProps) {
  const { locale } = useLocale();
  // The outcome is kept with the URL it belongs to, so a new `src` starts out loading again.
  const [result, setResult] = useState<{ src: string; status: Exclude<Status, 'loading'> } | null>(null);
  const status: Status = !src ? 'error' : result?.src === src ? result.status : 'loading';

  const settle = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget;
      setResult({ src: image.getAttribute('src') ?? '', status: event.type === 'error' ? 'error' : 'loaded' });
    },
    [setResult],
  );
  // A cached picture may have finished before React listened for `load`.
  const checkComplete = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) {
      setResult({ src: image.getAttribute('src') ?? '', status: 'loaded' });
    }
  }, []);

  return (
    <span
      {...props}
      aria-hidden={isDecorative || undefined}
      data-size={size}
      data-status={status}
      className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}
    >
      {status !== 'loaded' ? (
        <span
          className={styles.initials}
          // Once the picture has failed, the initials stand in for it and carry the name.
          {...(status === 'error' && !isDecorative ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
        >
          {getInitials(name, locale)}
        </span>
      ) : null}
      {src && status !== 'error' ? (
        <img
          key={src}
          ref={checkComplete}
          src={src}
          alt={isDecorative ? '' : name}
          className={styles.image}
          data-loaded={status === 'loaded' || undefined}
          onLoad={settle}
          onError={settle}
        />
      ) : null}
    </span>
  );
}
