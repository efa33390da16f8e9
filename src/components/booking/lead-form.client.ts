/**
 * The request form with JavaScript: checks each field in the page's language before
 * sending, posts JSON with an idempotency key (a double click or a retry is stored once) and the
 * time the form was open (bots are faster), keeps everything typed on any error, moves focus to
 * the first problem and announces the outcome. Without this script the form posts as plain HTML.
 */

import { emitConversion, LEAD_VIA_KEY } from '@/components/analytics/conversion.client';
import { visitFields } from '@/components/analytics/visit-fields.client';
import type { LeadFormText as FormText } from './lead-form-text';

type Code = string;
interface FieldError {
  field: string;
  code: Code;
  min?: number;
  max?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks as the server's schema, for the fields a visitor types. */
function check(form: HTMLFormElement): FieldError[] {
  const errors: FieldError[] = [];
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.type === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
    const value = el.type === 'checkbox' ? '' : el.value.trim();
    if (el.type === 'checkbox') {
      if (el.required && !el.checked) errors.push({ field: el.name, code: 'consent_required' });
    } else if (el.required && value === '') {
      errors.push({ field: el.name, code: 'required' });
    } else if (value && el.minLength > 0 && value.length < el.minLength) {
      errors.push({ field: el.name, code: 'too_short', min: el.minLength });
    } else if (value && el.maxLength > 0 && value.length > el.maxLength) {
      errors.push({ field: el.name, code: 'too_long', max: el.maxLength });
    } else if (value && el.type === 'email' && !EMAIL.test(value)) {
      errors.push({ field: el.name, code: 'invalid_email' });
    }
  }
  return errors;
}

export function enhanceLeadForm(form: HTMLFormElement): void {
  const text = JSON.parse(form.dataset.leadForm ?? '{}') as FormText;
  const status = form.querySelector<HTMLElement>('[data-lead-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const key = form.elements.namedItem('idempotencyKey') as HTMLInputElement;
  const opened = performance.now();
  form.noValidate = true;
  key.value = crypto.randomUUID();

  // ?topic=quote or ?topic=agent preselects the topic (the page is prerendered, so it is read here).
  const topic = new URLSearchParams(location.search).get('topic')?.trim().toLowerCase();
  const select = form.elements.namedItem('topic') as HTMLSelectElement | null;
  if (topic && select && Array.from(select.options).some((o) => o.value === topic)) {
    select.value = topic;
  }

  // ?estimate=... from the savings calculator travels with the request (the server checks it).
  const estimate = new URLSearchParams(location.search).get('estimate')?.trim() ?? '';
  const estimateInput = form.elements.namedItem('estimate') as HTMLInputElement | null;
  if (estimateInput && /^[\w.,-]{1,120}$/.test(estimate)) {
    estimateInput.value = estimate;
    form
      .closest('[data-lead-section]')
      ?.querySelector<HTMLElement>('[data-lead-estimate]')
      ?.removeAttribute('hidden');
  }

  const show = (errors: FieldError[]) => {
    for (const p of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const error = errors.find((e) => e.field === p.dataset.errorFor);
      const input = form.elements.namedItem(p.dataset.errorFor!) as HTMLElement | null;
      p.textContent = error
        ? (text.limits[error.field]?.[error.code] ??
          text.errors[error.code] ??
          text.errors.invalid_type!)
        : '';
      input?.setAttribute('aria-invalid', String(Boolean(error)));
    }
    if (errors.length) {
      emitConversion('lead_failed', { code: errors[0]!.code, field: errors[0]!.field });
      status.textContent = text.summary[Math.min(errors.length, text.summary.length) - 1]!;
      (form.elements.namedItem(errors[0]!.field) as HTMLElement | null)?.focus();
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const errors = check(form);
    show(errors);
    if (errors.length) return;
    for (const [name, value] of Object.entries(visitFields())) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    const body: Record<string, unknown> = Object.fromEntries(new FormData(form));
    body.consent = (form.elements.namedItem('consent') as HTMLInputElement).checked;
    body.fillTimeMs = Math.round(performance.now() - opened);
    button.disabled = true;
    status.textContent = text.sending;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        error?: Code;
        fields?: FieldError[];
      };
      if (response.ok && answer.ok) {
        status.textContent = text.sent;
        // Inside the live agent's chat the visitor stays in the chat, which confirms the request.
        if (form.dataset.leadStay !== undefined) {
          emitConversion('lead_submitted', { via: 'agent' });
          form.dispatchEvent(new CustomEvent('lead:sent', { bubbles: true }));
          return;
        }
        try {
          sessionStorage.setItem(LEAD_VIA_KEY, 'form');
        } catch {
          // The thank-you page then counts the request as a plain redirect.
        }
        location.assign(text.thankYou);
        return;
      }
      if (answer.fields?.length) return show(answer.fields);
      const code = answer.error && text.errors[answer.error] ? answer.error : 'internal_error';
      emitConversion('lead_failed', { code });
      status.textContent = text.errors[code]!;
    } catch {
      emitConversion('lead_failed', { code: 'internal_error' });
      status.textContent = text.errors.internal_error!;
    } finally {
      button.disabled = false;
    }
  });
}
