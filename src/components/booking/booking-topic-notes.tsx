import type { BookingTopic } from '../../../shared/booking';
import { Icon } from '@/components/ui/icon';

export type TopicNote = { topic: BookingTopic; heading: string; text: string };

/**
 * One hidden notice per topic; the inline script in `booking-calendar-area.astro` reveals the
 * one named by `?topic=` before the page is painted, so showing it shifts nothing.
 */
function BookingTopicNotes({ notes }: { notes: TopicNote[] }) {
  return notes.map((note) => (
    <div
      key={note.topic}
      data-booking-topic={note.topic}
      hidden
      className="rounded-card border-primary/30 bg-primary-soft mb-4 flex gap-3 border p-4"
    >
      <Icon name="sparkles" className="text-primary mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{note.heading}</p>
        <p className="text-muted-foreground text-sm">{note.text}</p>
      </div>
    </div>
  ));
}

export { BookingTopicNotes };
