/**
 * /work's demo video: an owner without one sets YOUTUBE_VIDEO_ID empty or `none`; the page then
 * has no video section and no link to it, instead of a placeholder or a video that does not exist.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkPage } from '@/components/work/work-page';
import { getMessages } from '@/i18n/catalog';
import { agentOffer, formatFacts } from '@/lib/facts';
import { readConfig } from '../../shared/config';

const render = (videoId: string) =>
  renderToStaticMarkup(
    <WorkPage
      locale="de"
      messages={getMessages('de')}
      facts={formatFacts('de')}
      offer={agentOffer('de')}
      quoteHref="/de/talk-to-expert?topic=quote"
      purchaseHref="/de/talk-to-expert?topic=agent"
      videoId={videoId}
      isPlaceholderVideo={false}
      testimonials={[]}
      faq={[]}
    />,
  );

describe('/work without a demo video', () => {
  it('with a video id shows the demo section and the hero link to it', () => {
    const html = render('dQw4w9WgXcQ');
    expect(html).toContain('id="demo"');
    expect(html).toContain('href="#demo"');
    expect(html).toContain('youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it.each(['', 'none', 'NONE'])(
    'YOUTUBE_VIDEO_ID="%s": no section, no link, no YouTube',
    (value) => {
      const html = render(readConfig({ YOUTUBE_VIDEO_ID: value }).youtubeVideoId);
      expect(html).not.toContain('id="demo"');
      expect(html).not.toContain('#demo');
      expect(html).not.toContain('youtube');
      expect(html).not.toContain(getMessages('de')['work.demo.heading']);
    },
  );
});
