/**
 * The site's own `is:inline` scripts: they run while the page is parsed, before any module, so
 * they stay in the page. Astro hashes every script it emits but not the text of an `is:inline`
 * one; they live here so the pages render them (`<script is:inline set:html={…} />`) and
 * `astro.config.ts` hands their hashes to Astro's `security.csp` from the same text. The text is
 * emitted as is: a change here changes the page and its hash together.
 */

/** `<html class="js">` before the first paint: styles that need JavaScript apply at once. */
export const JS_CLASS_SCRIPT = `
  document.documentElement.classList.add('js');
`;

/** The booking page shows the note of the `?topic=` it was opened with (before the calendar). */
export const BOOKING_TOPIC_SCRIPT = `
  (function () {
    const topic = (new URLSearchParams(location.search).get('topic') || '').trim().toLowerCase();
    document.querySelectorAll('[data-booking-topic]').forEach(function (el) {
      if (el.getAttribute('data-booking-topic') === topic) el.hidden = false;
    });
  })();
`;

/**
 * The thank-you page after a Cal.com booking (JavaScript always runs there) shows the booking
 * text and title; a form request (`?lead=sent`) keeps the request text.
 */
export const THANK_YOU_SCRIPT = `
    if (!/[?&]lead=sent(&|$)/.test(location.search)) {
      for (const el of document.querySelectorAll('[data-thanks]'))
        el.hidden = el.getAttribute('data-thanks') !== 'booking';
      const request = document.querySelector('[data-thanks="request"]');
      const booking = document.querySelector('[data-thanks="booking"]');
      document.title = document.title.replace(request.dataset.title, booking.dataset.title);
    }
  `;

/** Every `is:inline` script of the site (a new one must be added here to be allowed). */
export const INLINE_SCRIPTS = [JS_CLASS_SCRIPT, BOOKING_TOPIC_SCRIPT, THANK_YOU_SCRIPT];
