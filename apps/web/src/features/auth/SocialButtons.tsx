import { useQuery } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  SOCIAL_PROVIDERS,
  type SocialLoginBody,
  type SocialProvider,
  type Station,
} from '@tarang/contracts';
import { useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { currentCoordinates } from '../../shared/lib/geolocation';
import { BrandIcon } from '../../shared/ui/icons';
import { GoogleMark } from '../../shared/ui/pageIcons';
import { socialLogin, socialProvidersQuery, socialSignup } from './api';
import { messageOf, screenFor } from './errors';
import { authMessages } from './messages';
import styles from './SocialButtons.module.css';
import type { GoTo } from './screens';
import { obtainSocialGrant } from './social';

type Props = {
  /** The name and e-mail typed in the sign-up form, sent along with a social sign-up (both are optional). */
  typed?: () => { name?: string; email?: string } | undefined;
  mode: 'signIn' | 'signUp';
  station: Station;
  onDone: () => void;
  go: GoTo;
};

const MARKS: Record<SocialProvider, React.ReactNode> = {
  Google: <GoogleMark size={20} />,
  Facebook: <BrandIcon name="Facebook" size={20} />,
  Twitter: <BrandIcon name="X" size={18} />,
};

/**
 * Google, Facebook and Twitter. The provider's popup gives a token; then the location is fetched and the
 * social sign-in (on signIn) or sign-up (on signUp) is called with the social payload. No token: nothing
 * happens. Errors are logged only, except the two that move between screens.
 */
export function SocialButtons({ mode, station, onDone, go, typed }: Props) {
  const t = useMessages(authMessages);
  const providers = useQuery(socialProvidersQuery());
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const start = (provider: SocialProvider) => {
    const config = providers.data?.find((entry) => entry.provider === provider);
    if (!config) return;
    // The popup opens now, inside the click, so it is not blocked.
    const grant = obtainSocialGrant(config);
    setBusy(provider);
    void (async () => {
      try {
        const obtained = await grant;
        if (!obtained) return;
        const geoCoordinates = await currentCoordinates();
        const body: SocialLoginBody = {
          provider,
          stationDetail: { stationId: station.id, stationName: station.name },
          geoCoordinates,
          ...obtained,
          ...(mode === 'signUp' ? typed?.() : undefined),
        };
        await (mode === 'signIn' ? socialLogin(body) : socialSignup(body));
        onDone();
      } catch (error) {
        const message = messageOf(error);
        const screen = screenFor(message);
        if (screen === 'signUp') go('signUp', t.socialNotLinked({ provider }));
        else if (screen === 'signIn') go('signIn', t.socialAccountExists({ message }));
        else if (message === AUTH_MESSAGES.socialEmailRequired) {
          go('signUp', t.socialEmailNeeded({ message, provider }));
        } else console.error(`${provider} sign-in failed:`, message);
      } finally {
        setBusy(null);
      }
    })();
  };

  return (
    <ul className={styles.list} aria-label={t.socialList}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className={styles.button}
            data-provider={provider}
            disabled={!providers.data || busy !== null}
            aria-busy={busy === provider}
            onClick={() => start(provider)}
          >
            {MARKS[provider]}
            <span>{mode === 'signIn' ? t.continueWith({ provider }) : t.signUpWith({ provider })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
