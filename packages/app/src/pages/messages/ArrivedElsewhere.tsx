import { messagePageLabels } from '@cloudexperts/domain';
import { Banner, Button } from '@cloudexperts/ui';

/**
 * Over a messages page (the parties' and the staff's): how many messages arrived live in
 * conversations the list does not show, and Show, which brings them in. Nothing when none did.
 */
export function ArrivedElsewhere({ count, onShow }: { count: number; onShow: () => void }) {
  if (count <= 0) return null;
  return (
    <Banner tone="info" title={messagePageLabels.arrivedElsewhere(count)}>
      <Button variant="secondary" size="sm" onPress={onShow}>
        {messagePageLabels.showNew}
      </Button>
    </Banner>
  );
}
