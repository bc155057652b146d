import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { RequestPage } from './RequestPage';
import { RequestsList } from './RequestsList';

/** /staff/requests: the inbox, and one request. */
export default function RequestsArea() {
  return (
    <Routes>
      <Route index element={<RequestsList />} />
      <Route path=":id" element={<RequestPage />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
