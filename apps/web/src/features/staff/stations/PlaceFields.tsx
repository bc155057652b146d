import { Controller } from 'react-hook-form';
import { Select } from '../ui/fields';
import { useCities, useStates } from './masterData';
import type { StationFormApi } from './stationForm';

const toId = (value: string) => (value === '' ? null : Number(value));

/** State, then one of its cities (the city list follows the state; a new state clears the city). */
export function PlaceFields({ form }: { form: StationFormApi }) {
  const { control, messageFor, watch, setValue } = form;
  const states = useStates();
  const stateId = watch('stateId');
  const cities = useCities(stateId);
  return (
    <>
      <Controller
        control={control}
        name="stateId"
        render={({ field }) => (
          <Select
            label="State"
            placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
            choices={(states.data ?? []).map((state) => ({ value: state.id, label: state.name }))}
            error={messageFor('stateId') ?? (states.isError ? 'The states could not be loaded.' : undefined)}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(toId(event.target.value));
              setValue('cityId', null, { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="cityId"
        render={({ field }) => (
          <Select
            label="City"
            placeholder={
              !stateId ? 'Choose the state first' : cities.isPending ? 'Loading cities…' : 'Choose a city'
            }
            choices={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
            disabled={!stateId}
            error={messageFor('cityId') ?? (cities.isError ? 'The cities could not be loaded.' : undefined)}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(toId(event.target.value))}
          />
        )}
      />
    </>
  );
}
