import type { SiteConfig, Station } from '@tarang/contracts';
import { useEffect, useState } from 'react';

type Loaded = { config: SiteConfig; stations: Station[] };

/** A placeholder front page until the listener site lands: the network's stations, from the real API. */
export function App() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all([
      fetch('/api/master/v1/config').then((response) => response.json() as Promise<{ data: SiteConfig }>),
      fetch('/api/station/v1/station').then((response) => response.json() as Promise<{ data: Station[] }>),
    ])
      .then(([config, stations]) => {
        document.title = `${config.data.brandName}: the stations`;
        setLoaded({ config: config.data, stations: stations.data });
      })
      .catch(() => setFailed(true));
  }, []);

  return (
    <main className="page">
      <h1>{loaded?.config.brandName ?? 'Tarang'}</h1>
      <p className="lead">City radio, shows, podcasts and your favourite RJs. The full site is on its way.</p>
      {failed && <p role="alert">The stations could not be loaded. Please try again later.</p>}
      {loaded && (
        <ul className="stations" aria-label="Stations">
          {loaded.stations.map((station) => (
            <li key={station.id} style={{ borderColor: station.color }}>
              {station.logo && <img src={station.logo} alt={station.logoAlt} width={104} height={88} />}
              <strong>{station.name}</strong>
              <span>{station.frequency}</span>
              <span>{station.cityDetail?.cityName}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}
