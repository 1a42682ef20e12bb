import { PREVIEW_PAGE_TEXTS } from '@authority/shared/page-texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiNews } from '../../../test/api-fixtures';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

describe('/preview#token=…', () => {
  it('shows the draft as its page, sending the token from the fragment in a header', async () => {
    const api = mockApi({
      'GET /preview': {
        type: 'news',
        item: { ...apiNews(7), isPublished: false, publishAt: null, translations: {} },
      },
    });
    renderRoute('/preview#token=abc.def.ghi');
    expect(await screen.findByRole('heading', { level: 1, name: 'News 7' })).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_PAGE_TEXTS.banner)).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_PAGE_TEXTS.draft)).toBeInTheDocument();
    const call = api.callsTo('/preview', 'GET')[0];
    expect(call?.headers.get('X-Preview-Token')).toBe('abc.def.ghi');
    expect(call?.url).not.toContain('abc.def.ghi');
  });

  it('says the link has expired when the server refuses it, or when it has no token', async () => {
    mockApi({ 'GET /preview': () => json(410, { message: 'gone' }) });
    renderRoute('/preview#token=old');
    expect(await screen.findByText(PREVIEW_PAGE_TEXTS.expired)).toBeInTheDocument();
  });
});
