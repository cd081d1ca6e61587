import { Box } from '@mantine/core';

/** An empty page inside the layout (a neutral place to land, e.g. for the host app). */
export function BlankPage() {
  return <Box mih="60vh" data-testid="blank-page" />;
}
