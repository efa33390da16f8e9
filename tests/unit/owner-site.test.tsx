/**
 * A new owner makes the site theirs from `content/site.yaml`. One test per fault the
 * issue names: the brand hard-coded in the header and the article bylines, the webhook's
 * User-Agent, facts typed into articles, an unknown placeholder, empty fields taken for samples,
 * a support document that cannot be switched off or is not a PDF, the German-only imprint, empty
 * sections with their heading, a form request thanked as a booking, and `.env.example`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { HomeFaq } from '@/components/home/home-faq';
import { Testimonials } from '@/components/home/testimonials';
import { ThankYouPage } from '@/components/thank-you/thank-you-page';
import { WorkTestimonials } from '@/components/work/work-story';
import { getMessages } from '@/i18n/catalog';
import { locales } from '../../shared/i18n/locales';
import { articleLocale, articlePlaceholderProblem, remarkFacts } from '@/lib/blog/remark-facts';
import { checkBlogSources } from '@/lib/blog/source';
import { toSummary } from '@/lib/blog/summary';
import { formatFacts } from '@/lib/facts';
import {
  legalFormOf,
  legalName,
  legalVariant,
  missingLegalFields,
  tradingName,
} from '@/lib/jurisdiction';
import { isPdf, launchProblems, sampleBrandFiles } from '@/lib/launch';
import { leadsUserAgent } from '../../server/leads/webhook';
import { withCommunityLabel } from '@/lib/route';
import { parseSite, sampleFields, type Site } from '../../shared/site';
import { loadSite } from '../../shared/node/site';
import { tempProject } from './support/content-dir';

const shipped = loadSite();

/** The shipped owner file as a business in another country would fill it. */
function ownerIn(country: string, change: (legal: Site['legal']) => void = () => {}): Site {
  const site = structuredClone(shipped);
  site.business.brandName = 'Autoflow Lisboa';
  site.legal.address = {
    street: 'Rua Augusta 10',
    postalCode: '1100-053',
    city: 'Lisboa',
    country,
  };
  site.legal.register = { court: '', number: '' };
  site.legal.vatId = '';
  site.legal.representedBy = [];
  delete site.legal.contentResponsible;
  change(site.legal);
  return site;
}

describe('the brand comes from the owner file', () => {
  it('the header writes business.brandName, not "Flowcraft"', () => {
    const html = renderToStaticMarkup(
      <SiteHeader
        locale="en"
        path="/"
        messages={getMessages('en')}
        languages={locales.map((l) => ({ locale: l, href: `/${l}` }))}
        brand="Autoflow Lisboa"
      />,
    );
    expect(html).toContain('Autoflow Lisboa');
    expect(html).not.toMatch(/flowcraft/i);
  });

  it('an article without author is signed with the brand', () => {
    const summary = toSummary({
      slug: 'x',
      locale: 'en',
      data: { title: 'X' },
      defaultAuthor: 'Autoflow Lisboa',
    });
    expect(summary.author).toBe('Autoflow Lisboa');
    expect(
      toSummary({ slug: 'x', locale: 'en', data: { title: 'X', author: 'Rita' } }).author,
    ).toBe('Rita');
  });

  it('no shipped article names the sample brand in its byline', () => {
    const project = tempProject(['blog']);
    expect(sampleBrandFiles(path.join(project.root, 'content'), project.root)).toEqual([]);
  });

  it('the webhook User-Agent is a slug of the brand', () => {
    expect(leadsUserAgent('Autoflow Lisboa')).toBe('autoflow-lisboa-leads/1');
    expect(leadsUserAgent('Ação & Cia.')).toBe('acao-cia-leads/1');
    expect(leadsUserAgent('')).toBe('site-leads/1');
  });

  it('the community label follows the owner file; the spec text stays the default', () => {
    const m = getMessages('en');
    expect(withCommunityLabel(m, 'en', shipped)['home.hero.ctaCommunity']).toBe(
      'Join Discord community',
    );
    const site = structuredClone(shipped);
    site.business.communityLabel = Object.fromEntries(
      locales.map((l) => [l, `Slack ${l}`]),
    ) as NonNullable<Site['business']['communityLabel']>;
    const own = withCommunityLabel(getMessages('de'), 'de', site);
    expect(own['home.hero.ctaCommunity']).toBe('Slack de');
    expect(own['thankYou.explore.community.title']).toBe('Slack de');
  });

  it('launch:check fails while content/ names the sample brand', () => {
    const project = tempProject(['faq']);
    project.writeText('content/blog/x.md', "---\ntitle: X\nauthor: 'Flowcraft Team'\n---\nText\n");
    const problems = launchProblems({}, project.root).map((p) => p.what);
    expect(problems).toContain('content/blog/x.md names the sample brand "Flowcraft"');
  });

  it('launch:check fails while the built pages name the sample brand', () => {
    const project = tempProject(['faq']);
    project.writeText('dist/current/client/index.html', '<title>Flowcraft</title>');
    const built =
      '1 built file(s) name the sample brand "Flowcraft": dist/current/client/index.html';
    expect(launchProblems({}, project.root).map((p) => p.what)).toContain(built);
    expect(
      launchProblems({}, project.root, { builtPages: false }).map((p) => p.what),
    ).not.toContain(built);
  });
});

describe('facts reach the articles', () => {
  it('fills {uptime} in an article for its language, code left alone', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'A {uptime} target' }] },
        { type: 'code', value: 'x = {uptime}' },
      ],
    };
    remarkFacts()(tree, { path: '/site/content/blog/de/monitoring.md' });
    expect(tree.children[0]!.children![0]!.value).toBe(`A ${formatFacts('de').uptime} target`);
    expect(tree.children[1]!.value).toBe('x = {uptime}');
    expect(articleLocale('/site/content/blog/monitoring.md')).toBe('en');
  });

  it('an unknown placeholder in an article stops the build, naming the file', () => {
    expect(articlePlaceholderProblem('Costs {agentPrize}.')).toMatch(
      /unknown placeholder \{agentPrize\}/,
    );
    expect(articlePlaceholderProblem('Code `{anything}` and {{ $json.email }}')).toBeUndefined();
    const { problems } = checkBlogSources([
      { file: 'x.md', contents: '---\ntitle: X\n---\nIt costs {agentPrize}.\n' },
    ]);
    expect(problems[0]).toMatch(/^x\.md: body: unknown placeholder \{agentPrize\}/);
  });

  it('an unknown placeholder in the owner file’s offer stops the build, naming the field', () => {
    const site = structuredClone(shipped);
    site.facts.agent.includes[0]!.fr = 'un appel de {agentCallMinutes} minutes';
    expect(() => formatFacts('fr', site)).toThrow(
      /^content\/site\.yaml: facts\.agent\.includes\[0\]\.fr: unknown placeholder \{agentCallMinutes\}/,
    );
  });

  it('no article types the uptime target, it quotes {uptime}', () => {
    for (const lang of ['', 'de/', 'es/', 'fr/', 'it/', 'pt/']) {
      const text = readFileSync(`content/blog/${lang}monitoring-production-n8n.md`, 'utf8');
      expect(text).toContain('{uptime}');
      expect(text).not.toMatch(/99[.,]9/);
    }
  });
});

describe('optional means optional', () => {
  it('an empty register or VAT ID is "left empty", never "still holds its sample value"', () => {
    const site = ownerIn('PT', (legal) => {
      legal.form = 'freelancer';
      legal.taxId = '516000000';
      legal.disputeResolution = { name: 'CACCL', url: 'https://www.centroarbitragemlisboa.pt' };
    });
    expect(sampleFields(site)).not.toContain('legal.register.court');
    expect(sampleFields(site)).not.toContain('legal.vatId');
    expect(missingLegalFields(site)).toEqual([]);
  });

  it('the support document can be switched off, and a file that is not a PDF is refused', () => {
    const project = tempProject(['']);
    const what = () => launchProblems({}, project.root).map((p) => p.what);
    project.writeText('content/support.pdf', '');
    expect(what()).toContain('content/support.pdf is not a PDF (it does not start with %PDF-)');
    project.writeText('content/support.pdf', '<html>support</html>');
    expect(isPdf(project.file('content/support.pdf'))).toBe(false);
    project.writeText('content/support.pdf', '%PDF-1.7\n');
    expect(what().join('\n')).not.toMatch(/support\.pdf|support document/);
    project.writeText(
      'content/site.yaml',
      readFileSync('content/site.yaml', 'utf8').replace(
        'supportDocument: true',
        'supportDocument: false',
      ),
    );
    project.writeText('content/support.pdf', 'not a pdf');
    expect(what().join('\n')).not.toMatch(/support\.pdf|support document/);
  });
});

describe('the legal notice follows the owner’s country', () => {
  it.each([
    ['DE', 'DE'],
    ['PT', 'PT'],
    ['BR', 'BR'],
    ['AT', 'general'],
    ['US', 'general'],
  ])('%s -> %s', (country, variant) => {
    expect(legalVariant(country)).toBe(variant);
  });

  it('each country asks for what its law requires of each legal form, and nothing more', () => {
    const fields = (site: Site) => missingLegalFields(site).map((f) => f.field);
    const person = (form: 'sole-trader' | 'freelancer') => (l: Site['legal']) => {
      l.form = form;
      l.legalForm = '';
    };
    // A GmbH or UG: who represents it and its register entry (§ 5 DDG).
    expect(fields(ownerIn('DE'))).toEqual([
      'legal.representedBy',
      'legal.register.court',
      'legal.register.number',
      'legal.contentResponsible',
    ]);
    expect(fields(ownerIn('DE', (l) => (l.legalForm = 'UG (haftungsbeschränkt)')))).toHaveLength(4);
    // A sole trader or freelancer: neither (an older file says so in legalForm alone).
    for (const change of [
      person('sole-trader'),
      person('freelancer'),
      (l: Site['legal']) => {
        l.form = undefined;
        l.legalForm = 'Einzelunternehmen';
      },
    ])
      expect(fields(ownerIn('DE', change))).toEqual(['legal.contentResponsible']);
    // A Lda. or Unipessoal Lda.: its registry entry and share capital (CSC art. 171) too.
    expect(fields(ownerIn('PT', (l) => (l.legalForm = 'Unipessoal, Lda.')))).toEqual([
      'legal.taxId',
      'legal.register.court',
      'legal.register.number',
      'legal.shareCapital',
      'legal.disputeResolution.name',
      'legal.disputeResolution.url',
    ]);
    expect(fields(ownerIn('PT', person('sole-trader')))).toEqual([
      'legal.taxId',
      'legal.disputeResolution.name',
      'legal.disputeResolution.url',
    ]);
    // A LTDA and a MEI alike: the CNPJ.
    expect(fields(ownerIn('BR', (l) => (l.legalForm = 'LTDA')))).toEqual(['legal.taxId']);
    expect(fields(ownerIn('BR', (l) => (l.legalForm = 'MEI')))).toEqual(['legal.taxId']);
    expect(fields(ownerIn('US'))).toEqual([]);
    expect(missingLegalFields(ownerIn('BR'))[0]!.law).toMatch(/Decreto 7\.962\/2013/);
  });

  it('a sole trader is named as a person, with the brand as the trading name', () => {
    const markus = ownerIn('DE', (l) => {
      l.form = 'sole-trader';
      l.entityName = 'Markus Huber';
      l.legalForm = '';
    });
    markus.business.brandName = 'Huber Automation';
    expect(legalName(markus.legal)).toBe('Markus Huber');
    expect(tradingName(markus)).toBe('Huber Automation');
    // An older file that wrote the form into legalForm is read the same way.
    markus.legal.form = undefined;
    markus.legal.legalForm = 'Einzelunternehmer';
    expect(legalFormOf(markus.legal)).toBe('sole-trader');
    expect(legalName(markus.legal)).toBe('Markus Huber');
    markus.legal.tradingName = 'Huber Flows';
    expect(tradingName(markus)).toBe('Huber Flows');
    // A company whose name carries the brand needs no trading name line.
    const gmbh = ownerIn('DE', (l) => {
      l.form = 'company';
      l.entityName = 'Autoflow Lisboa';
      l.legalForm = 'GmbH';
    });
    expect(legalName(gmbh.legal)).toBe('Autoflow Lisboa GmbH');
    expect(tradingName(gmbh)).toBeNull();
    expect(legalFormOf({ legalForm: 'Unipessoal, Lda.' })).toBe('company');
  });

  it('a company without its legal form is refused with the field named', () => {
    const data = structuredClone(shipped) as unknown as { legal: Record<string, unknown> };
    data.legal.form = 'company';
    data.legal.legalForm = '';
    expect(() => parseSite(data)).toThrow(/legal\.legalForm: a company needs its legal form/);
  });

  it('the launch check names the rule behind a field it asks for', () => {
    const project = tempProject(['']);
    const yaml = readFileSync('tests/fixtures/owner-pt/site.yaml', 'utf8').replace(
      "taxId: '516000000'",
      "taxId: ''",
    );
    project.writeText('content/site.yaml', yaml);
    const text = launchProblems({}, project.root)
      .map((p) => p.what)
      .join('\n');
    expect(text).toContain(
      'content/site.yaml: legal.taxId is empty, and PT requires it: Decreto-Lei 7/2004, art. 10 (NIPC or NIF)',
    );
    expect(text).not.toMatch(/register|vatId|contentResponsible|still holds its sample/);
  });
});

describe('no empty sections', () => {
  const m = getMessages('en');
  it.each([
    ['home testimonials', <Testimonials locale="en" messages={m} testimonials={[]} />],
    ['/work testimonials', <WorkTestimonials locale="en" messages={m} testimonials={[]} />],
    ['home FAQ', <HomeFaq locale="en" messages={m} entries={[]} />],
  ])('%s: nothing, heading included', (_name, element) => {
    expect(renderToStaticMarkup(element)).toBe('');
  });
});

describe('an honest thank-you', () => {
  it.each(locales)('%s: a request is thanked as received, with who answers and when', (locale) => {
    const m = getMessages(locale);
    const html = renderToStaticMarkup(
      <ThankYouPage
        locale={locale}
        messages={m}
        communityUrl="https://community.example"
        owner={{ name: 'Autoflow Lisboa', email: 'ola@autoflow.pt' }}
      />,
    );
    const request =
      /<div data-thanks="request"[^>]*>([\s\S]*?)<\/div><div data-thanks="booking"/.exec(html)![1]!;
    expect(request).toContain('Autoflow Lisboa');
    expect(request).toContain('ola@autoflow.pt');
    expect(request).toContain(formatFacts(locale).responseHours);
    expect(request).not.toContain(m['thankYou.heading']);
    // The booking text stays for a booking, hidden until the page knows it was one.
    expect(html).toMatch(/<div data-thanks="booking"[^>]*hidden/);
    expect(html).toContain(m['thankYou.heading']);
  });
});

describe('the owner docs', () => {
  it('count the shipped testimonials right', () => {
    const checklist = readFileSync('docs/owner/launch-checklist.md', 'utf8');
    const count = readdirSync('content/testimonials').filter((f) => f.endsWith('.yaml')).length;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    expect(checklist).toContain(`The ${words[count]} testimonials`);
  });
});
