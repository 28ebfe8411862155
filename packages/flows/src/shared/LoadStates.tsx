import { Banner, Button, Inline, Spinner, Stack, Text } from '@cloudexperts/ui';

/** A flow's first load in progress: a spinner and what is loading, as a status. */
export function FlowLoading({ label }: { label: string }) {
  return (
    <Inline gap="sm" role="status">
      <Spinner size="sm" aria-hidden />
      <Text>{label}</Text>
    </Inline>
  );
}

/** A flow's first load failed: the message, and the button that loads again. */
export function FlowLoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <Stack gap="md">
      <Banner tone="error">{message}</Banner>
      <Inline>
        <Button onPress={onRetry}>{retry}</Button>
      </Inline>
    </Stack>
  );
}
