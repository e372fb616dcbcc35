// The site frame around every page (docs/product/frame.md#frame-layout), its content from the root loader.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { bodyClassForPath } from '../../shared/domain/site/body-class';
import { sydneyIsoDay, systemClock, type Clock } from '../../shared/domain/site/australian-time';
import { activePromoMessages } from '../../shared/domain/plans/promo-messages';
import type { NavPayload, PromoContent, PromoMessage } from '../../shared/schemas/content';
import { NavBar } from '../features/frame/nav-bar';
import { PromoBanner } from '../features/frame/promo-banner';
import { SiteFooter } from '../features/frame/site-footer';
import { NavigationProgress, useNavigationPending } from '../features/frame/navigation-progress';
import { useMenuToggle } from '../features/frame/menu-toggle-guard';
import { useBreakpointReload } from '../features/frame/use-breakpoint-reload';
import { useAgentSession } from '../features/agent/use-agent-session';
import { publishAgentIdentity } from '../lib/agent-identity';
import { useTrackingParams } from '../features/content/use-tracking-params';
import { PATHS } from '../../shared/routes/paths';
import { readApi } from '../lib/api-fetch';
import { trackNavClick, trackPageView } from '../lib/analytics';
import { useSessionSnapshot, useSessionStore } from '../store/store-context';
import { loadSavedState, persistToSession } from '../store/session-store';
import { LazyAddressCheck } from './lazy-address-check';
import { lazyOnNeed } from './lazy-on-need';
import { PageHead } from './page-head';
import { preloadableLazy } from './preloadable-lazy';
import type { PageLoaderData } from './page-loader-data';
import type { SiteMenuProps } from '../features/frame/site-menu';
import './app.css';

export interface RootLoaderData {
  nav: NavPayload | null;
  promos: PromoMessage[];
  siteUrl: string;
  /** Today in Sydney, `YYYY-MM-DD` (docs/product/frame.md#australian-time): the server's, so the banner's end dates and the footer's year agree after hydration. */
  today: string;
}

interface SiteContext {
  siteUrl?: string;
  /** The clock the date rules read (docs/product/frame.md#australian-time); the system's unless given. */
  clock?: Clock;
}

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const [nav, promos] = await Promise.all([
    readApi<NavPayload>(['nav'], context, request.signal, true),
    readApi<PromoContent>(['content', { section: 'site', page: 'promos' }], context, request.signal, true),
  ]);
  const site = context as SiteContext | undefined;
  return {
    nav,
    promos: promos?.messages ?? [],
    siteUrl: site?.siteUrl ?? new URL(request.url).origin,
    today: sydneyIsoDay((site?.clock ?? systemClock)()),
  };
}

/** docs/product/agents.md#agent-bar: only agents load it (docs/architecture.md#budgets first-load budget). */
const agentBar = preloadableLazy(() => import('../features/agent/agent-bar').then((module) => module.AgentBar));

/** The menu in its own chunk, loaded on need (docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md). */
const siteMenu = lazyOnNeed<SiteMenuProps>(() => import('../features/frame/site-menu').then((m) => m.SiteMenu));
export const preloadSiteMenu = siteMenu.preload;
const loadSiteMenu = (): void => void siteMenu.load().catch(() => undefined);

/** docs/product/frame.md#promo-banner Promo banner: dismissal is remembered in localStorage (hideAlert). */
const HIDE_ALERT_KEY = 'hideAlert';

export function RootLayout() {
  const data = useLoaderData() as RootLoaderData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const nav = useSessionSnapshot((snap) => snap.nav);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [bannerHidden, setBannerHidden] = useState(false);

  // After hydration, so the first render matches the server; in a layout effect, before the pages' own
  // effects, so what a page adds to the session is not overwritten by an older saved state.
  useLayoutEffect(() => {
    loadSavedState(store, window.sessionStorage);
    return persistToSession(store, window.sessionStorage);
  }, [store]);
  useEffect(() => {
    // Tests and monitoring can tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    try {
      setBannerHidden(window.localStorage.getItem(HIDE_ALERT_KEY) === 'true');
    } catch {
      // Storage blocked: the banner simply shows.
    }
  }, []);

  useEffect(() => {
    document.body.className = bodyClassForPath(pathname, { bannerHidden });
  }, [pathname, bannerHidden]);

  // docs/product/frame.md#menu Menu: closes on path change.
  useEffect(() => {
    store.nav.isNavOpen = false;
  }, [pathname, store]);

  useBreakpointReload();
  useTrackingParams();
  const agentSession = useAgentSession();
  useEffect(() => publishAgentIdentity(agentSession.agent), [agentSession.agent]);

  // docs/product/content.md#analytics-events: a page-view event (and the behaviour-analytics virtual page view) per route change.
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  const setMenuOpen = useCallback(
    (open: boolean) => {
      store.nav.isNavOpen = open;
      trackNavClick({ navAction: open ? 'menu open' : 'menu close' });
    },
    [store],
  );
  const menu = useMenuToggle(nav.isNavOpen, setMenuOpen);

  // Internal links scroll to the top (docs/product/frame.md#menu Menu).
  const onNavigate = useCallback(
    (url: string) => {
      // docs/product/frame.md#nav-payload navClick: nav items with url and title; the logo as its own action.
      const item = data.nav?.items.find((i) => i.url === url);
      trackNavClick(url === '/' && !item ? { navAction: 'logo', url } : { url, title: item?.title });
      navigate(url);
      window.scrollTo({ top: 0 });
    },
    [navigate, data.nav],
  );

  const dismissBanner = () => {
    try {
      window.localStorage.setItem(HIDE_ALERT_KEY, 'true');
    } catch {
      // Not remembered, but hidden for this page.
    }
    document.documentElement.classList.add('banner-dismissed');
    // The button goes with the banner: focus goes on to the nav bar's first link, not to the page's start (WCAG 2.4.3).
    document.querySelector<HTMLElement>('header a[href]')?.focus();
    setBannerHidden(true);
  };

  const messages = activePromoMessages(data.promos, data.today);
  const meta = (useMatches().at(-1)?.data as PageLoaderData | undefined)?.meta;
  const navigating = useNavigationPending();
  return (
    <>
      {meta ? <PageHead meta={meta} siteUrl={data.siteUrl} path={pathname} /> : null}
      <NavigationProgress pending={navigating} />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {!bannerHidden && messages.length > 0 ? (
        <PromoBanner messages={messages} onDismiss={dismissBanner} onNavigate={onNavigate} />
      ) : null}
      {/* docs/product/agents.md#agent-bar: who is in agent mode, and the log out, at every width. */}
      {agentSession.agent ? <agentBar.Component agent={agentSession.agent} onLogout={agentSession.logOut} /> : null}
      <NavBar
        menuOpen={nav.isNavOpen}
        onMenuToggle={menu.toggle}
        onMenuIntent={loadSiteMenu}
        menuToggleRef={toggleRef}
        agent={agentSession.agent}
        onLogout={agentSession.logOut}
        onNavigate={onNavigate}
        // The home page's hero holds the one address box there.
        addressBox={pathname === PATHS.home ? null : <LazyAddressCheck variant="nav" />}
        menu={
          <siteMenu.Component
            open={nav.isNavOpen}
            items={data.nav?.items ?? []}
            onClose={menu.close}
            onNavigate={onNavigate}
            toggleRef={toggleRef}
            agent={agentSession.agent}
            onLogout={agentSession.logOut}
          />
        }
      />
      <main id="main" tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      {data.nav ? (
        <SiteFooter
          lists={data.nav.footer}
          path={pathname}
          year={Number(data.today.slice(0, 4))}
          onNavigate={onNavigate}
        />
      ) : null}
    </>
  );
}
