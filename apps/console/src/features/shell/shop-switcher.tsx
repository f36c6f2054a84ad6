import { Badge, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconSelector } from '@tabler/icons-react';
import { displayedShops, firstSyncFailed, shopStatus, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { requestShopSwitch } from '../configuration/shop-switch';
import { findCurrentShop, shopMenuLabel } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShopIndexing, useShops } from '../shops/shops.queries';
import { setupSearchPath } from '../setup/urls';
import { wizardSettingsUrl } from '../wizard/urls';

type SwitchShop = Pick<
  Shop,
  'id' | 'last_sync_start_time' | 'last_index_start_time' | 'isSynchronizing' | 'skus' | 'syncError'
>;

/**
 * Where a switch lands: a shop still being set up continues its wizard, and one whose first sync
 * failed opens its setup, where its feed is fixed or it is deleted
 * (docs/product/shell.md#side-menu).
 */
export function switchTarget(shop: SwitchShop) {
  if (firstSyncFailed(shop)) return setupSearchPath;
  return shopStatus(shop) === 'configuring' ? wizardSettingsUrl(shop.id) : null;
}

/** The badge beside a shop in the menu: its first sync failed, or it is still being set up. */
function StatusBadge({ shop }: { shop: SwitchShop }) {
  const { t } = useTranslation();
  if (firstSyncFailed(shop)) {
    return (
      <Badge size="xs" variant="light" color="red">
        {t('firstSync.badge')}
      </Badge>
    );
  }
  return shopStatus(shop) === 'configuring' ? (
    <Badge size="xs" variant="light">
      {t('menu.configuring')}
    </Badge>
  ) : null;
}

/**
 * The side menu's current shop and, with more than one shop, the list to switch to. A switch with
 * unsaved changes waits for the save-changes dialog (requestShopSwitch).
 */
export function ShopSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shops = displayedShops(useShops().data ?? []);
  const current = findCurrentShop(shops, useCurrentShopId());
  // The indexing poll runs while the menu shows the shop; its answer also updates the list.
  const polled = useShopIndexing(current?.id ?? null).data?.isIndexing;
  const label = current ? shopMenuLabel(current) : t('menu.noSyncedShop');
  const indexing =
    (polled ?? current?.isIndexing) ? (
      <Loader size="xs" aria-label={t('menu.indexing')} role="status" />
    ) : null;

  if (shops.length < 2) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconBuildingStore size={16} stroke={1.5} aria-hidden />
        <Text fw={600} size="sm">
          {label}
        </Text>
        {current && firstSyncFailed(current) ? <StatusBadge shop={current} /> : null}
        {indexing}
      </Group>
    );
  }

  return (
    <Group gap={6} wrap="nowrap">
      <Menu position="bottom-start" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={t('menu.switchShop', { shop: label })}>
            <Group gap={6} wrap="nowrap">
              <IconBuildingStore size={16} stroke={1.5} aria-hidden />
              <Text fw={600} size="sm">
                {label}
              </Text>
              <IconSelector size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {shops.map((shop) => (
            <Menu.Item
              key={shop.id}
              leftSection={shop.id === current?.id ? <IconCheck size={14} aria-hidden /> : <span />}
              rightSection={<StatusBadge shop={shop} />}
              onClick={() => {
                if (shop.id === current?.id) return;
                const target = switchTarget(shop);
                requestShopSwitch(shop.id, target ? () => void navigate(target) : undefined);
              }}
            >
              {shopMenuLabel(shop)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {indexing}
    </Group>
  );
}
