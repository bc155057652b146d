import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { BrandIcon } from '../../shared/ui/icons';
import { PhoneIcon, PinIcon } from '../../shared/ui/pageIcons';
import styles from './ContactCard.module.css';
import { pagesMessages } from './messages';

/** The station's address and numbers (address, city, state, pin, phone, WhatsApp number). */
export function ContactCard() {
  const station = useStation();
  const t = useMessages(pagesMessages);
  const whatsappDigits = station.whatsappNumber.replace(/\D/g, '');
  return (
    <aside className={styles.card} aria-labelledby="contact-station">
      <h2 id="contact-station" className={styles.title}>
        {station.name}
      </h2>
      <address className={styles.address}>
        <PinIcon size={20} />
        <span>
          {station.address}
          <br />
          {[station.cityDetail?.cityName, station.stateDetail?.stateName].filter(Boolean).join(', ')}{' '}
          {station.pin}
        </span>
      </address>
      <ul className={styles.lines}>
        {station.phoneNumber && (
          <li>
            <PhoneIcon size={20} />
            <span>
              {t.phone} <a href={`tel:${station.phoneNumber.replace(/\s/g, '')}`}>{station.phoneNumber}</a>
            </span>
          </li>
        )}
        {station.whatsappNumber && (
          <li>
            <BrandIcon name="WhatsApp" size={20} />
            <span>
              {t.whatsapp}{' '}
              <a href={`https://wa.me/${whatsappDigits}`} target="_blank" rel="noopener noreferrer">
                {station.whatsappNumber}
              </a>
            </span>
          </li>
        )}
        {station.email && (
          <li>
            <span aria-hidden="true">@</span>
            <span>
              {t.email} <a href={`mailto:${station.email}`}>{station.email}</a>
            </span>
          </li>
        )}
      </ul>
    </aside>
  );
}
