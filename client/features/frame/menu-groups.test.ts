import { describe, expect, it } from 'vitest';
import type { NavMenuItem } from '../../../shared/schemas/content';
import { menuGroups } from './menu-groups';

const item = (title: string, group?: string): NavMenuItem => ({ url: `/${title}`, title, description: '', icon: '', ...(group ? { group } : {}) });

// docs/product/frame.md#menu: "the menu shows its items in groups (products, help and support, company)".
describe('menuGroups', () => {
  it('groups items by the group the CMS names, in order of first appearance', () => {
    const groups = menuGroups([item('nbn', 'Products'), item('Contact', 'Help and support'), item('Fibre', 'Products'), item('About', 'Company')]);
    expect(groups.map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      ['Products', ['nbn', 'Fibre']],
      ['Help and support', ['Contact']],
      ['Company', ['About']],
    ]);
  });

  it('gathers items without a group under More', () => {
    expect(menuGroups([item('nbn', 'Products'), item('Odd'), item('Other', '  ')]).map((g) => [g.title, g.items.length])).toEqual([
      ['Products', 1],
      ['More', 2],
    ]);
  });

  it('gives no group for no items', () => {
    expect(menuGroups([])).toEqual([]);
  });
});
