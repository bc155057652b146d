import { Route, Routes } from 'react-router';
import { NoSuchPage } from '../NoSuchPage';
import { ScheduleWeek } from './ScheduleWeek';
import { SlotForm } from './SlotForm';

/** /staff/schedule: a station's week, a new slot, one slot (each keeps ?station=). */
export default function ScheduleArea() {
  return (
    <Routes>
      <Route index element={<ScheduleWeek />} />
      <Route path="new" element={<SlotForm />} />
      <Route path=":id" element={<SlotForm />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}
