import { Title } from '@mantine/core';

/** Document 000 §2: the page shows only the word SUPPORT, in every language. */
export function SupportPage() {
  return <Title order={1}>SUPPORT</Title>;
}
