import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { RedLineForm } from './RedLineForm';
import { RedLinesList } from './RedLinesList';

/** /staff/redlines: the list, a new article, one article. */
export default function RedLinesArea() {
  return (
    <Routes>
      <Route index element={<RedLinesList />} />
      <Route path="new" element={<RedLineForm />} />
      <Route path=":id" element={<RedLineForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
