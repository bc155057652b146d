import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { FALLBACK_COORDINATES } from '@tarang/contracts';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { siteConfigQuery } from '../features/pages/api';
import { PlayerBar, PlayerProvider } from '../features/player/PlayerProvider';
import { SkipToPlayer } from '../features/player/SkipToPlayer';
import { RequestProvider } from '../features/requests/RequestProvider';
import { FallbackNotice } from '../features/stations/FallbackNotice';
import { markFallbackStation } from '../features/stations/fallback';
import { parseStationParam } from '../features/stations/resolve';
import { forgetStoredStation, readStoredStation, storeStation } from '../features/stations/storage';
import { useMessages } from '../shared/i18n';
import { stationProperties } from '../shared/lib/color';
import { visitorPosition } from '../shared/lib/geolocation';
import { href } from '../shared/paths';
import { fetchNearestStation, stationQuery } from '../shared/station/api';
import { StationContext } from '../shared/station/context';
import { PageHead } from '../shared/ui/PageHead';
import { PageReady } from './appReady';
import { ListeningSync } from './ListeningSync';
import { appMessages } from './messages';
import { RouteErrorBoundary } from './RouteError';
import styles from './StationShell.module.css';
import { BottomBar } from './shell/BottomBar';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollRestoration } from './useScrollRestoration';

/** The player's controls with the favourites' heart: fetched when the player first shows. */
const PlayerControls = lazy(() => import('./player/PlayerWithFavourite'));

/** The path after the station segment, with query and hash: kept when the station is resolved. */
function restOf(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname.split('/').slice(2).join('/')}${location.search}${location.hash}`;
}

/**
 * `/{station-slug}-{id}/...` (the id is the text after the last hyphen): id 0 → the stored station, else the
 * nearest one by geolocation; a positive id → that station; anything else, or a failed fetch → /0/404.
 */
export function StationShell() {
  const { station: param } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parsed = parseStationParam(param);
  const parsedId = parsed.kind === 'id' ? parsed.id : null;
  const rest = restOf(location);
  const [nearestFailed, setNearestFailed] = useState(false);
  const brand = useQuery(siteConfigQuery()).data?.brandName ?? 'Tarang';
  const t = useMessages(appMessages);
  useScrollRestoration();
  useFocusOnNavigate();

  const query = useQuery({ ...stationQuery(parsedId ?? 0), enabled: parsedId !== null });
  const station = parsedId !== null ? query.data : undefined;

  useEffect(() => {
    if (parsed.kind !== 'nearest') return;
    let cancelled = false;
    const go = (target: { urlName: string }) => navigate(`/${target.urlName}/${rest}`, { replace: true });
    const stored = readStoredStation();
    if (stored) {
      go(stored);
      return;
    }
    setNearestFailed(false);
    let byFallback = false;
    visitorPosition()
      .then((position) => {
        // Position unknown: the fallback coordinates, and the visitor is told which station that gave.
        byFallback = position === null;
        const { latitude, longitude } = position ?? FALLBACK_COORDINATES;
        return fetchNearestStation(latitude, longitude);
      })
      .then((nearest: Station) => {
        if (cancelled) return;
        if (byFallback) markFallbackStation(nearest.id);
        queryClient.setQueryData(stationQuery(nearest.id).queryKey, nearest);
        storeStation({ id: nearest.id, urlName: nearest.urlName, name: nearest.name });
        go(nearest);
      })
      .catch((error: unknown) => {
        // A nearest-station failure is logged only; the listener gets a way to try again.
        console.error('Could not find the nearest station', error);
        if (!cancelled) setNearestFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [parsed.kind, rest, navigate, queryClient]);

  useEffect(() => {
    if (parsed.kind === 'invalid') {
      navigate(href.notFound(), { replace: true });
    } else if (parsedId !== null && query.isError) {
      if (readStoredStation()?.id === parsedId) forgetStoredStation();
      navigate(href.notFound(), { replace: true });
    } else if (station) {
      storeStation({ id: station.id, urlName: station.urlName, name: station.name });
      if (param !== station.urlName) navigate(`/${station.urlName}/${rest}`, { replace: true });
    }
  }, [parsed.kind, parsedId, query.isError, station, param, rest, navigate]);

  useLayoutEffect(() => {
    if (!station) return;
    const root = document.documentElement.style;
    // Only what changed: the server wrote the station's colours into the page, and setting a custom property
    // on <html> restyles every element.
    for (const [name, value] of stationProperties(station.color))
      if (root.getPropertyValue(name) !== value) root.setProperty(name, value);
  }, [station]);

  if (!station) {
    return (
      <div className={styles.loading} aria-busy="true">
        {/* The tab keeps a name while the station loads (after a change of station, the old page's is gone). */}
        <PageHead title={brand} />
        <div className={styles.loadingBar} />
        {nearestFailed ? (
          <div className={styles.loadingMessage} role="alert">
            <p>{t.nearestFailed}</p>
            <button type="button" onClick={() => navigate(0)}>
              {t.tryAgain}
            </button>
          </div>
        ) : (
          <p className={styles.loadingMessage} role="status">
            {t.tuningIn}
          </p>
        )}
      </div>
    );
  }

  return (
    <StationContext.Provider value={station}>
      <AuthProvider station={station} brand={brand}>
        <RequestProvider>
          <PlayerProvider>
            <a href="#main" className={styles.skip}>
              {t.skipToContent}
            </a>
            <SkipToPlayer className={styles.skip} />
            <Header />
            <FallbackNotice />
            <main id="main" className={styles.main} tabIndex={-1}>
              <RouteErrorBoundary>
                {/* A page's chunk on first visit: the shell is already up, the page follows (the tab named for
                    the station meanwhile: never without a title). */}
                <Suspense fallback={<PageHead title={station.name} />}>
                  <Outlet />
                  <PageReady />
                </Suspense>
              </RouteErrorBoundary>
            </main>
            {/* Before the footer: the keyboard reaches the player right after the page's content. */}
            <PlayerBar ui={PlayerControls} />
            <Footer />
            <ListeningSync />
            <BottomBar />
          </PlayerProvider>
        </RequestProvider>
      </AuthProvider>
    </StationContext.Provider>
  );
}
