import { MediaListPage } from './MediaListPage';

export default function VideoPage() {
  return <MediaListPage title="Video" lead="Live sessions, studio moments and more." mediaType="Video" />;
}
