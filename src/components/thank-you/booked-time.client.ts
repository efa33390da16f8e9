/**
 * Thank-you page: the booked time Cal.com passed (`?startTime=2026-12-01T15:00:00Z`), in the
 * page's language and the visitor's own time zone. Anything that is not a date is ignored.
 */
export function showBookedTime(doc: Document = document): void {
  const target = doc.querySelector<HTMLElement>('[data-booked-at]');
  const value = new URLSearchParams(doc.location.search).get('startTime');
  if (!target || !value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return;
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) return;
  const time = new Intl.DateTimeFormat(doc.documentElement.lang || undefined, {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(start);
  target.textContent = (target.dataset.bookedAt ?? '{time}').replace('{time}', time);
  target.classList.remove('invisible');
}
