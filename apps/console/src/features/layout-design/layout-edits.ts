import type { DesktopLayout, Layout, MobileLayout } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';

/**
 * One layout edit, pushed as one undo snapshot of the configuration draft, so the save bar counts,
 * discards and saves it with `PUT shops/{id}/conf` (docs/product/shell.md#unsaved-changes).
 */
export function editLayout(edit: (layout: Layout) => Layout): void {
  editConfiguration('layout', edit);
}

/** One edit of a top-level layout setting. */
export function setLayout<K extends keyof Layout>(key: K, value: Layout[K]): void {
  editLayout((layout) => ({ ...layout, [key]: value }));
}

export type Device = 'desktop' | 'mobile';
export type DeviceEdit = <T extends DesktopLayout | MobileLayout>(current: T) => T;

/** One edit of the desktop or mobile design, through what the two have in common. */
export function editDevice(device: Device, edit: DeviceEdit): void {
  editLayout((layout) =>
    device === 'desktop'
      ? { ...layout, desktop: edit(layout.desktop) }
      : { ...layout, mobile: edit(layout.mobile) },
  );
}
