import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { MemberForm } from './MemberForm';
import { TeamList } from './TeamList';

/** /staff/team (network admins): the team, and one account's role. */
export default function TeamArea() {
  return (
    <Routes>
      <Route index element={<TeamList />} />
      <Route path=":id" element={<MemberForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
