import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { ContestForm } from './ContestForm';
import { ContestsList } from './ContestsList';

/** /staff/contests: the list, a new contest, one contest. */
export default function ContestsArea() {
  return (
    <Routes>
      <Route index element={<ContestsList />} />
      <Route path="new" element={<ContestForm />} />
      <Route path=":id" element={<ContestForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
