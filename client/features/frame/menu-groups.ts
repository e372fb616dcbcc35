// docs/product/frame.md#menu: the items in the groups the CMS names, in first-seen order; the rest under `More`.
import type { NavMenuItem } from '../../../shared/schemas/content';

export function menuGroups(items: readonly NavMenuItem[]) {
  const groups = new Map<string, NavMenuItem[]>();
  for (const item of items) {
    const title = item.group?.trim() || 'More';
    groups.set(title, [...(groups.get(title) ?? []), item]);
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }));
}
