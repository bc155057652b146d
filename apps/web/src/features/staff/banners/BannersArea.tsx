import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { BannerForm } from './BannerForm';
import { BannersList } from './BannersList';

/** /staff/banners: the list, a new banner, one banner. */
export default function BannersArea() {
  return (
    <Routes>
      <Route index element={<BannersList />} />
      <Route path="new" element={<BannerForm />} />
      <Route path=":id" element={<BannerForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
