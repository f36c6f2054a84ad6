import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
  /** Search string carried to the tab (e.g. analytics' device and range), `?…` or empty. */
  search?: string;
  /** Shown after the label, e.g. billing's warning icon (hidden from screen readers). */
  marker?: ReactNode;
  /** Id of the element that says what the marker means; the tab's name stays its label. */
  describedBy?: string;
}

function SectionTabLink({ to, label, search = '', marker, describedBy }: SectionTab) {
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <Button
      component={Link}
      to={{ pathname: to, search }}
      variant={active ? 'light' : 'subtle'}
      aria-current={active ? 'page' : undefined}
      rightSection={marker}
      aria-describedby={describedBy}
    >
      {label}
    </Button>
  );
}

interface SectionHeaderProps {
  title: string;
  tabs?: readonly SectionTab[];
  /** Links shown after the tabs that leave the section, such as the analytics preview. */
  extra?: ReactNode;
}

/** Page title plus URL-driven tabs: each tab is a link, so reload and back keep the tab. */
export function SectionHeader({ title, tabs = [], extra }: SectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="header">
      <Title order={1}>{title}</Title>
      {tabs.length > 0 ? (
        <Group component="nav" aria-label={t('sections.tabsLabel', { section: title })} gap="xs">
          {tabs.map((tab) => (
            <SectionTabLink key={tab.to} {...tab} />
          ))}
          {extra}
        </Group>
      ) : null}
    </Stack>
  );
}

export function SectionLayout(props: SectionHeaderProps) {
  return (
    <Stack>
      <SectionHeader {...props} />
      <Outlet />
    </Stack>
  );
}

/** Heading of the tab shown inside a section. */
export function TabHeading({ children }: { children: ReactNode }) {
  return <Title order={2}>{children}</Title>;
}
