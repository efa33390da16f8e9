/**
 * What the owner's content files hold, so tests count what the pages must show instead of
 * repeating numbers (issue 10 §1: adding a FAQ item or a service bullet is one file edit).
 */
import { loadPageContent } from '../../../src/lib/page-content';
import { loadTestimonials } from '../../../src/lib/testimonials';

export const pageContent = loadPageContent();
const testimonials = loadTestimonials();

/** How many testimonials a page shows. */
export const testimonialCount = (page: 'home' | 'work'): number =>
  testimonials.filter((t) => t.page === page).length;
