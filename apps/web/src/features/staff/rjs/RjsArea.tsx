import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { RjForm } from './RjForm';
import { RjsList } from './RjsList';

/** /staff/rjs: the list, a new RJ, one RJ. */
export default function RjsArea() {
  return (
    <Routes>
      <Route index element={<RjsList />} />
      <Route path="new" element={<RjForm />} />
      <Route path=":id" element={<RjForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
