/**
 * The owner catalog (`src/i18n/messages/<lang>/owner.json`) read as plain JSON imports, so the
 * owner's scripts, which run outside Vite, format facts and prices as the pages do.
 */
import type { Locale } from '../../shared/i18n/locales';
import de from '../i18n/messages/de/owner.json' with { type: 'json' };
import en from '../i18n/messages/en/owner.json' with { type: 'json' };
import es from '../i18n/messages/es/owner.json' with { type: 'json' };
import fr from '../i18n/messages/fr/owner.json' with { type: 'json' };
import it from '../i18n/messages/it/owner.json' with { type: 'json' };
import pt from '../i18n/messages/pt/owner.json' with { type: 'json' };

/** The owner catalog of each language. */
export const ownerWords: Record<Locale, typeof en> = { en, pt, de, es, it, fr };
