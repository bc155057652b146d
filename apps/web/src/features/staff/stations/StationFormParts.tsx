import styles from '../ui/console.module.css';
import { TextInput } from '../ui/fields';
import { PlaceFields } from './PlaceFields';
import own from './Stations.module.css';
import { mapLink, type StationFormApi } from './stationForm';

/** Address, state and city, PIN, and how listeners reach the studio. */
export function ContactFields({ form }: { form: StationFormApi }) {
  const { register, messageFor } = form;
  return (
    <>
      <TextInput
        label="Address"
        maxLength={300}
        autoComplete="street-address"
        error={messageFor('address')}
        {...register('address')}
      />
      <PlaceFields form={form} />
      <TextInput
        label="PIN code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        error={messageFor('pin')}
        {...register('pin')}
      />
      <TextInput
        label="Phone number"
        type="tel"
        maxLength={30}
        placeholder="+91 11 4094 3000"
        hint="A landline with its area code, or a mobile."
        error={messageFor('phoneNumber')}
        {...register('phoneNumber')}
      />
      <TextInput
        label="WhatsApp number"
        type="tel"
        maxLength={30}
        placeholder="+91 98100 94300"
        hint="A mobile number listeners can message."
        error={messageFor('whatsappNumber')}
        {...register('whatsappNumber')}
      />
      <TextInput
        label="E-mail"
        type="email"
        maxLength={200}
        placeholder="studio@tarang.in"
        error={messageFor('email')}
        {...register('email')}
      />
    </>
  );
}

const toNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** Latitude and longitude (the nearest-station choice uses them), and a link to check them on a map. */
export function CoordinateFields({ form }: { form: StationFormApi }) {
  const { register, messageFor, watch } = form;
  const map = mapLink(watch('latitude'), watch('longitude'));
  return (
    <>
      <TextInput
        label="Latitude"
        type="number"
        inputMode="decimal"
        step="any"
        min={-90}
        max={90}
        placeholder="28.6139"
        error={messageFor('latitude')}
        {...register('latitude', { setValueAs: toNumber })}
      />
      <TextInput
        label="Longitude"
        type="number"
        inputMode="decimal"
        step="any"
        min={-180}
        max={180}
        placeholder="77.2090"
        error={messageFor('longitude')}
        {...register('longitude', { setValueAs: toNumber })}
      />
      {map ? (
        <a className={own.mapLink} href={map} target="_blank" rel="noopener noreferrer">
          Find on map (OpenStreetMap)
        </a>
      ) : (
        <p className={`${styles.hint} ${styles.wide}`}>
          Listeners are offered the nearest station by these coordinates. Fill both to check them on a map.
        </p>
      )}
    </>
  );
}
