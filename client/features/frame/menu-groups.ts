// docs/product/frame.md#menu: the menu shows its items in groups (products, help and support, company),
// named by the CMS on each item. Groups keep the order in which they first appear; items without a
// group gather under `More`.
import type { NavMenuItem } from '../../../shared/schemas/content';

export interface MenuGroup {
  title: string;
  items: NavMenuItem[];
}

export function menuGroups(items: readonly NavMenuItem[]): MenuGroup[] {
  const groups = new Map<string, NavMenuItem[]>();
  for (const item of items) {
    const title = item.group?.trim() || 'More';
    groups.set(title, [...(groups.get(title) ?? []), item]);
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }));
}
