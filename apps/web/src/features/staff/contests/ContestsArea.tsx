import { Route, Routes } from 'react-router';
import { ContestForm } from './ContestForm';
import { ContestsList } from './ContestsList';

/** /staff/contests: the list, a new contest, one contest. */
export default function ContestsArea() {
  return (
    <Routes>
      <Route index element={<ContestsList />} />
      <Route path="new" element={<ContestForm />} />
      <Route path=":id" element={<ContestForm />} />
    </Routes>
  );
}
