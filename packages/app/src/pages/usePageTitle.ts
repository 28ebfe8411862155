import { productName } from '@cloudexperts/domain';
import { useEffect } from 'react';

/** Names the browser tab after the page: 'Press | CloudExperts'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${productName}`;
  }, [title]);
}
