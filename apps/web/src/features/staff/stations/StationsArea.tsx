import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { StationForm } from './StationForm';
import { StationsList } from './StationsList';

/** /staff/stations: the list, a new station (network admins), one station. */
export default function StationsArea() {
  return (
    <Routes>
      <Route index element={<StationsList />} />
      <Route path="new" element={<StationForm />} />
      <Route path=":id" element={<StationForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
