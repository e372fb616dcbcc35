// The menu in its own chunk, loaded on need (docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md).
import type { SiteMenuProps } from '../features/frame/site-menu';
import { lazyOnNeed } from './lazy-on-need';

const siteMenu = lazyOnNeed<SiteMenuProps>(() => import('../features/frame/site-menu').then((m) => m.SiteMenu));

export const preloadSiteMenu = siteMenu.preload;

export const LazySiteMenu = siteMenu.Component;

export const loadSiteMenu = (): void => void siteMenu.load().catch(() => undefined);
