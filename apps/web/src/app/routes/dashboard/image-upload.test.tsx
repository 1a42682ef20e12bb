import { MEDIA_TEXTS } from '@authority/shared/back-office-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { FakeXhr } from '../../../test/fake-xhr';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const STORED = {
  path: '/uploads/3f9a1c.webp',
  width: 1600,
  height: 900,
  bytes: 81234,
  variants: [{ width: 640, path: '/uploads/3f9a1c-640w.webp' }],
};

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'ward.png', { type: 'image/png' });

/** `text` is shown inside a region that announces it at once. */
async function expectAlert(dialog: HTMLElement, text: string) {
  expect((await within(dialog).findByText(text)).closest('[role="alert"]')).not.toBeNull();
}

beforeEach(() => {
  FakeXhr.install();
});

async function openNewsForm() {
  signInAs('Admin');
  const api = mockApi({
    'GET /staff-content/news': () => json(200, staffPage([])),
    'POST /news': (call) =>
      json(201, { id: 5, createdOn: '2026-01-01T00:00:00.000Z', ...(call.body as object) }),
  });
  renderApp('/dashboard/news');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'New news item' }));
  const dialog = await screen.findByRole('dialog', { name: 'New news item' });
  return { api, user, dialog };
}

describe('image upload in a content form', () => {
  it('shows the progress, then the uploaded image, and saves its path', async () => {
    const { api, user, dialog } = await openNewsForm();
    expect(within(dialog).getByText('No image')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(MEDIA_TEXTS.choose), png());

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/admin/media');
    expect(xhr.headers.get('authorization')).toMatch(/^Bearer /);
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('ward.png');

    xhr.progress(1024, 4096);
    const progress = await within(dialog).findByRole('progressbar', { name: MEDIA_TEXTS.progress });
    await waitFor(() => expect(progress).toHaveAttribute('value', '25'));
    expect(within(dialog).getByText(`${MEDIA_TEXTS.uploading('ward.png')} 25%`)).toBeInTheDocument();
    // No saving half-way through an upload.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    xhr.progress(4096, 4096);
    await waitFor(() => expect(progress).toHaveAttribute('value', '100'));
    xhr.respond(201, STORED);

    const preview = await within(dialog).findByRole('img', { name: MEDIA_TEXTS.preview });
    expect(preview).toHaveAttribute('src', STORED.path);
    expect(within(dialog).getByLabelText(MEDIA_TEXTS.address)).toHaveValue(STORED.path);
    expect(within(dialog).getByText(MEDIA_TEXTS.uploaded)).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'New imaging centre');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('News item created.'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ imageUrl: STORED.path });
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before sending it', async () => {
    const { user, dialog } = await openNewsForm();
    await user.upload(
      within(dialog).getByLabelText(MEDIA_TEXTS.choose),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    await expectAlert(dialog, MEDIA_TEXTS.wrongType);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses an image over 5 MB before sending it', async () => {
    const { user, dialog } = await openNewsForm();
    await user.upload(within(dialog).getByLabelText(MEDIA_TEXTS.choose), png(5 * 1024 * 1024 + 1));
    await expectAlert(dialog, MEDIA_TEXTS.tooLarge);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('says what the server refused, and keeps the image it had', async () => {
    const { user, dialog } = await openNewsForm();
    await user.upload(within(dialog).getByLabelText(MEDIA_TEXTS.choose), png());
    FakeXhr.last().respond(415, { message: 'Please upload a JPEG, PNG or WebP image.' });

    await expectAlert(dialog, 'Please upload a JPEG, PNG or WebP image.');
    expect(within(dialog).getByText('No image')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(MEDIA_TEXTS.address)).toHaveValue('');
  });

  it('cancels an upload', async () => {
    const { user, dialog } = await openNewsForm();
    await user.upload(within(dialog).getByLabelText(MEDIA_TEXTS.choose), png());
    await user.click(await within(dialog).findByRole('button', { name: MEDIA_TEXTS.cancel }));
    expect(FakeXhr.last().aborted).toBe(true);
    expect(
      (await within(dialog).findByText(MEDIA_TEXTS.cancelled)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
