/**
 * `/preview#token=…` (and `/ar/preview`): a draft or scheduled item as its page, for whoever holds
 * the editor's link. The token is in the fragment, which never leaves the browser; the
 * page sends it in a header. The server answers this page `no-store` and `noindex`.
 */
import {
  PREVIEW_FRAGMENT_PARAM,
  PREVIEW_TOKEN_HEADER,
  PUBLICATION_PATHS,
  previewAnswerSchema,
  publicationState,
} from '@authority/shared/content-publication';
import { localizeRow, type Translations } from '@authority/shared/content-translations';
import { CONTENT_KEYS, CONTENT_TYPES, type ContentKey } from '@authority/shared/content-types';
import {
  htmlToText,
  imageAltOf,
  normalizeEvent,
  normalizeNewsItem,
  resolveImageUrl,
} from '@authority/shared/normalize-content';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { EventDetails } from '../../../features/events';
import { NewsArticle } from '../../../features/news';
import { useDocumentTitle } from '../../../lib/document-title';
import { API_ORIGIN } from '../../../lib/http/api-origin';
import { contentOptions } from '../../../lib/http/content-options';
import { requestJson } from '../../../lib/http/request';
import { useLocale } from '../../../lib/i18n/locale';
import { usePagesTexts } from '../../../lib/i18n/texts';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

interface Previewed {
  type: ContentKey;
  item: Record<string, unknown>;
}

type Loaded = { status: 'loading' } | { status: 'shown'; preview: Previewed } | { status: 'refused' };

const isContentKey = (value: string): value is ContentKey => (CONTENT_KEYS as string[]).includes(value);

export function PreviewPage() {
  const texts = usePagesTexts();
  const locale = useLocale();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(PREVIEW_FRAGMENT_PARAM);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoaded({ status: 'refused' });
      return;
    }
    const controller = new AbortController();
    requestJson(
      PUBLICATION_PATHS.preview,
      { headers: { [PREVIEW_TOKEN_HEADER]: token }, signal: controller.signal, keysAsSent: true },
      (body) => previewAnswerSchema.parse(body),
    ).then(
      (answer) =>
        setLoaded(
          isContentKey(answer.type)
            ? { status: 'shown', preview: { type: answer.type, item: answer.item } }
            : { status: 'refused' },
        ),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'refused' });
      },
    );
    return () => controller.abort();
  }, [token]);

  // The item's own name once it is shown, as its page would have it.
  const shownItem = loaded.status === 'shown' ? loaded.preview.item : undefined;
  const name = shownItem?.name ?? shownItem?.eventName ?? shownItem?.title;
  useDocumentTitle(typeof name === 'string' ? name : texts.preview.banner);

  return (
    <PageContainer>
      {loaded.status === 'loading' ? (
        <LoadingText>{texts.preview.loading}</LoadingText>
      ) : loaded.status === 'refused' ? (
        <p className="rounded-card border border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800">
          {texts.preview.expired}
        </p>
      ) : (
        <Preview preview={loaded.preview} locale={locale} />
      )}
    </PageContainer>
  );
}

function Preview({ preview, locale }: { preview: Previewed; locale: ReturnType<typeof useLocale> }) {
  const texts = usePagesTexts();
  const { type, item } = preview;
  const { translations, isPublished, publishAt, ...own } = item;
  const shown = localizeRow(
    own,
    translations as Translations | undefined,
    locale,
    CONTENT_TYPES[type].translatable,
  );
  const publication = {
    isPublished: isPublished !== false,
    publishAt: typeof publishAt === 'string' ? publishAt : null,
  };
  const state = publicationState(publication, new Date());
  const when =
    publication.publishAt &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(publication.publishAt),
    );

  return (
    <>
      <div className="mb-8 rounded-card border-2 border-accent-700 bg-accent-50 p-4 text-accent-950">
        <p className="font-bold">{texts.preview.banner}</p>
        <p>{state === 'draft' ? texts.preview.draft : when ? texts.preview.scheduled(when) : null}</p>
      </div>
      <PreviewBody type={type} shown={shown} />
    </>
  );
}

function PreviewBody({ type, shown }: { type: ContentKey; shown: Record<string, unknown> }) {
  if (type === 'news') {
    const news = normalizeNewsItem(shown, contentOptions());
    if (news) return <NewsArticle item={news} />;
  }
  if (type === 'events') {
    const event = normalizeEvent(shown, contentOptions());
    if (event) return <EventDetails event={event} />;
  }
  // The other types are parts of the landing page: their words and image, as a card.
  const title = String(shown.name ?? shown.title ?? '');
  const image = resolveImageUrl(shown.imageUrl ?? shown.imagePath, API_ORIGIN);
  const alt = imageAltOf(shown) ?? '';
  const description = typeof shown.description === 'string' ? htmlToText(shown.description) : '';
  return (
    <article className="max-w-prose rounded-card border border-line bg-white p-6 shadow-card">
      {image ? <img src={image} alt={alt} className="mb-6 max-h-64 rounded-card object-contain" /> : null}
      <PageTitle>{title}</PageTitle>
      {typeof shown.number === 'number' ? <p className="mt-3 text-2xl font-bold">{shown.number}</p> : null}
      {description ? <p className="mt-4 whitespace-pre-line">{description}</p> : null}
    </article>
  );
}
