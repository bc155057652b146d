import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { EventForm } from './EventForm';
import { EventsList } from './EventsList';

/** /staff/events: the list, a new event, one event. */
export default function EventsArea() {
  return (
    <Routes>
      <Route index element={<EventsList />} />
      <Route path="new" element={<EventForm />} />
      <Route path=":id" element={<EventForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
