import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { BrandIcon } from '../../shared/ui/icons';
import { stationsMessages } from './messages';
import styles from './SocialLinks.module.css';

type Props = { className?: string; tone?: 'light' | 'dark' };

/** The station's social profiles and WhatsApp channel; each opens in a new tab. */
export function SocialLinks({ className, tone = 'dark' }: Props) {
  const station = useStation();
  const t = useMessages(stationsMessages);
  return (
    <ul className={`${styles.list} ${styles[tone]} ${className ?? ''}`}>
      {station.socialMediaLink.map((link) => (
        <li key={link.platformId}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.platformName}
            title={link.platformName}
            className={styles.link}
          >
            <BrandIcon name={link.platformName} />
          </a>
        </li>
      ))}
      {station.whatsappChannelUrl && (
        <li>
          <a
            href={station.whatsappChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.whatsappChannel}
            title={t.whatsappChannel}
            className={styles.link}
          >
            <BrandIcon name="WhatsApp" />
          </a>
        </li>
      )}
    </ul>
  );
}
