import { MediaListPage } from './MediaListPage';

export default function AudioPage() {
  return (
    <MediaListPage
      title="Audio"
      lead="Shows from the studio and podcasts to take anywhere."
      exclude="Video"
    />
  );
}
