import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { PageForm } from './PageForm';
import { PagesList } from './PagesList';

/** /staff/pages: a station's six pages; /staff/pages/{stationId}/{page} one of them (0: the network's). */
export default function PagesArea() {
  return (
    <Routes>
      <Route index element={<PagesList />} />
      <Route path=":stationId/:page" element={<PageForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
