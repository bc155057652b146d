import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { CategoriesList } from './CategoriesList';
import { CategoryForm } from './CategoryForm';

/**
 * The talent-hunt categories (network-wide): the list, a new category, one category. Mounted by the Talent Hunt
 * section at /staff/talent-hunt/categories/*. Network admins change them; editors read them.
 */
export function CategoriesRoutes() {
  return (
    <Routes>
      <Route index element={<CategoriesList />} />
      <Route path="new" element={<CategoryForm />} />
      <Route path=":id" element={<CategoryForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
