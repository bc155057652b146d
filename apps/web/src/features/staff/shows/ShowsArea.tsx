import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { EpisodeForm } from './EpisodeForm';
import { ShowEpisodes } from './ShowEpisodes';
import { ShowForm } from './ShowForm';
import { ShowsList } from './ShowsList';

/** /staff/shows: the list, a new show, one show (details or episodes), one episode. */
export default function ShowsArea() {
  return (
    <Routes>
      <Route index element={<ShowsList />} />
      <Route path="new" element={<ShowForm />} />
      <Route path=":id" element={<ShowForm />} />
      <Route path=":id/episodes" element={<ShowEpisodes />} />
      <Route path=":id/episodes/new" element={<EpisodeForm />} />
      <Route path=":id/episodes/:episodeId" element={<EpisodeForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
