import { Title } from '@mantine/core';

/** The page shows only the word SUPPORT, in every language (docs/product/shell.md#routes). */
export function SupportPage() {
  return <Title order={1}>SUPPORT</Title>;
}
