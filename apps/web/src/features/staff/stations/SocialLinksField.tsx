import { Controller, useFieldArray } from 'react-hook-form';
import styles from '../ui/console.module.css';
import { Select, TextInput } from '../ui/fields';
import { usePlatforms } from './masterData';
import own from './Stations.module.css';
import type { StationFormApi } from './stationForm';

/** The station's social profiles: one row per platform (each platform once), an https link each. */
export function SocialLinksField({ form }: { form: StationFormApi }) {
  const { control, register, messageFor, watch } = form;
  const links = useFieldArray({ control, name: 'socialLinks' });
  const platforms = usePlatforms();
  const chosen = (watch('socialLinks') ?? []).map((link) => link.platformId);
  const nameOf = (id: number) => platforms.data?.find((platform) => platform.id === id)?.name ?? 'Social';
  const unused = (platforms.data ?? []).filter((platform) => !chosen.includes(platform.id));
  return (
    <>
      {links.fields.length > 0 && (
        <ul className={own.links}>
          {links.fields.map((link, index) => {
            const platformId = chosen[index] ?? link.platformId;
            const name = nameOf(platformId);
            return (
              <li key={link.id} className={own.link}>
                <Controller
                  control={control}
                  name={`socialLinks.${index}.platformId`}
                  render={({ field }) => (
                    <Select
                      label="Platform"
                      choices={(platforms.data ?? [])
                        .filter((platform) => platform.id === field.value || !chosen.includes(platform.id))
                        .map((platform) => ({ value: platform.id, label: platform.name }))}
                      error={messageFor(`socialLinks.${index}.platformId`)}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                    />
                  )}
                />
                <TextInput
                  label={`${name} link`}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  placeholder="https://"
                  error={messageFor(`socialLinks.${index}.url`)}
                  {...register(`socialLinks.${index}.url`)}
                />
                <button type="button" className={styles.secondary} onClick={() => links.remove(index)}>
                  Remove<span className={styles.visuallyHidden}> the {name} link</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={own.linksFoot}>
        <button
          type="button"
          className={styles.secondary}
          disabled={!unused[0]}
          onClick={() => unused[0] && links.append({ platformId: unused[0].id, url: '' })}
        >
          Add a social link
        </button>
        <p className={styles.hint}>
          {platforms.isError
            ? 'The platforms could not be loaded.'
            : links.fields.length === 0
              ? 'No social links yet. Listeners see them in the site’s header and footer.'
              : unused.length === 0 && platforms.data
                ? 'Every platform has a link.'
                : 'One link per platform, starting with https://.'}
        </p>
      </div>
    </>
  );
}
