import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { PollForm } from './PollForm';
import { PollsList } from './PollsList';

/** /staff/polls: the list, a new poll, one poll with its live results. */
export default function PollsArea() {
  return (
    <Routes>
      <Route index element={<PollsList />} />
      <Route path="new" element={<PollForm />} />
      <Route path=":id" element={<PollForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
