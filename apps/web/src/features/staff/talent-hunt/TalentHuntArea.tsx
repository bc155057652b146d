import { Route, Routes } from 'react-router';
import { CategoriesRoutes } from '../categories/CategoriesArea';
import { NoSuchPage } from '../NoSuchPage';
import { EntriesList } from './EntriesList';
import { EntryPage } from './EntryPage';

/** /staff/talent-hunt: the entries to review, one entry, and the categories listeners enter in. */
export default function TalentHuntArea() {
  return (
    <Routes>
      <Route index element={<EntriesList />} />
      <Route path="categories/*" element={<CategoriesRoutes />} />
      <Route path=":id" element={<EntryPage />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
