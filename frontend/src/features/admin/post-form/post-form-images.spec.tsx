import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  IMAGE_ALT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  type PostView,
  type ResponsiveImage,
} from '@site/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakeToken } from '../../../../test/admin-token.js';
import { dashboardHandlers } from '../../../../test/admin-posts.js';
import { responsiveImage } from '../../../../test/blog-fixtures.js';
import { renderRoute } from '../../../../test/render-route.js';
import { SAMPLE_POST } from '../../../../test/sample-post.js';
import { errorAnswer, holdRequest, requests, server } from '../../../../test/server.js';
import { IMAGE_SIZES } from '../../../lib/responsive-image.js';
import { pictureMarkup } from './picture-markup.js';
import { openHtmlView } from '../editor/editor-harness.js';

/** A post whose image was made for the web and described. */
const DESCRIBED: PostView = {
  ...SAMPLE_POST,
  image: 'uploads/cover-1440.jpg',
  images: responsiveImage('cover', { alt: 'A rack of servers' }),
};
/** A post whose image predates the variants: nothing to describe until a new one is chosen. */
const OLD_STYLE: PostView = { ...SAMPLE_POST, _id: 'p-old', slug: 'old-style', title: 'Old' };

const photo = (name = 'photo.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** The request's own upload target (MSW proxies `upload`, passing listeners on but not
 * dispatchEvent, so it is read through the prototype's getter). */
const uploadOf = (request: XMLHttpRequest): XMLHttpRequestUpload =>
  Reflect.get(XMLHttpRequest.prototype, 'upload', request);

/** Reports upload progress on the page's XMLHttpRequest number `index`, as a browser would. */
function reportUpload(
  open: { mock: { contexts: unknown[] } },
  index: number,
  event: 'progress' | 'load',
  loaded = 100,
) {
  act(() => {
    uploadOf(open.mock.contexts[index] as XMLHttpRequest).dispatchEvent(
      new ProgressEvent(event, { lengthComputable: true, loaded, total: 100 }),
    );
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', fakeToken(3600));
  server.use(...dashboardHandlers([DESCRIBED, OLD_STYLE]));
});

async function openAdd() {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Add New Blog' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Blog' });
  await user.type(within(dialog).getByLabelText('Title'), 'Hello World');
  await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
  await user.type(await openHtmlView(user, dialog), '<p>Hi</p>');
  await user.type(within(dialog).getByLabelText('Read time'), '3 min read');
  return { user, dialog };
}

async function openEdit(post: PostView) {
  const user = userEvent.setup();
  renderRoute('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: `Edit ${post.title}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Blog' }) };
}

const description = (scope: HTMLElement) => within(scope).getByLabelText(/^Image description/);
const decorative = (scope: HTMLElement) =>
  within(scope).getByLabelText('Decorative image (no description)');

describe('the post form: the cover image', () => {
  it('asks for no description until an image is chosen; then one is required', async () => {
    const { user, dialog } = await openAdd();
    expect(within(dialog).queryByLabelText(/^Image description/)).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Image'), photo());
    expect(description(dialog)).toBeRequired();
    expect(description(dialog)).toHaveAttribute('maxlength', '300');
    expect(decorative(dialog)).not.toBeChecked();
  });

  it.each([
    ['left empty', ''],
    ['only spaces', '   '],
  ])(
    "a new image's description %s: the server's message, and nothing is sent",
    async (_case, typed) => {
      const { sent, answer } = holdRequest('post', '/api/blogs', () =>
        HttpResponse.json<PostView>(DESCRIBED, { status: 201 }),
      );
      answer.open();
      const { user, dialog } = await openAdd();
      await user.upload(within(dialog).getByLabelText('Image'), photo());
      if (typed) await user.type(description(dialog), typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMAGE_ALT_MESSAGE);
      expect(description(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(description(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(IMAGE_ALT_MESSAGE),
      );
      expect(sent).toHaveLength(0);
      expect(requests()).not.toContain('POST /api/blogs');

      // Described: the message goes and the save is sent with the description.
      await user.clear(description(dialog));
      await user.type(description(dialog), 'A laptop on a desk');
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.form.get('imageAlt')).toBe('A laptop on a desk');
      expect(sent[0]!.form.get('imageDecorative')).toBe('false');
      expect(sent[0]!.form.get('image')).toBeInstanceOf(File);
    },
  );

  it('"Decorative image" stands in for a description', async () => {
    const { sent, answer } = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>(DESCRIBED, { status: 201 }),
    );
    answer.open();
    const { user, dialog } = await openAdd();
    await user.upload(within(dialog).getByLabelText('Image'), photo());
    await user.click(decorative(dialog));
    expect(description(dialog)).toBeDisabled();
    expect(description(dialog)).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('imageDecorative')).toBe('true');
  });

  it('editing a post shows its image’s description for change, and sends the new one', async () => {
    const { sent, answer } = holdRequest('put', '/api/blogs/:id', () =>
      HttpResponse.json<PostView>(DESCRIBED),
    );
    answer.open();
    const { user, dialog } = await openEdit(DESCRIBED);
    expect(description(dialog)).toHaveValue('A rack of servers');
    expect(decorative(dialog)).not.toBeChecked();
    await user.clear(description(dialog));
    await user.type(description(dialog), 'Servers in the new data centre');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(`/api/blogs/${DESCRIBED._id}`);
    expect(sent[0]!.form.get('imageAlt')).toBe('Servers in the new data centre');
    expect(sent[0]!.form.get('image')).toBeNull();
  });

  it('a post whose image was marked decorative opens with the mark ticked', async () => {
    server.use(
      http.get('/api/admin/posts/:id', () =>
        HttpResponse.json<PostView>({
          ...DESCRIBED,
          images: responsiveImage('cover', { alt: '' }),
        }),
      ),
    );
    const { dialog } = await openEdit(DESCRIBED);
    expect(decorative(dialog)).toBeChecked();
    expect(description(dialog)).toHaveValue('');
  });

  it('a post whose image has no variants yet asks for no description until a new image is chosen', async () => {
    const { user, dialog } = await openEdit(OLD_STYLE);
    expect(within(dialog).queryByLabelText(/^Image description/)).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Image'), photo());
    expect(description(dialog)).toHaveValue('');
    expect(description(dialog)).toBeRequired();
  });

  it('refuses an image over the size limit before sending it', async () => {
    const { user, dialog } = await openAdd();
    const big = photo('huge.jpg');
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    await user.upload(within(dialog).getByLabelText('Image'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE_MESSAGE);
    expect(within(dialog).queryByLabelText(/^Image description/)).not.toBeInTheDocument();
    expect(within(dialog).queryByAltText('Preview of the post image')).not.toBeInTheDocument();
  });

  it("shows the upload's progress, then 'Processing image...' until the server answers", async () => {
    const { sent, answer } = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>(DESCRIBED, { status: 201 }),
    );
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const { user, dialog } = await openAdd();
    await user.upload(within(dialog).getByLabelText('Image'), photo());
    await user.type(description(dialog), 'A laptop on a desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));

    reportUpload(open, 0, 'progress', 37);
    const status = await within(dialog).findByText(/Uploading image: 37%/);
    expect(within(status).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '37',
    );
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();

    reportUpload(open, 0, 'load');
    expect(await within(dialog).findByText('Processing image...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();

    answer.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the post form: Insert image', () => {
  const UPLOADED: ResponsiveImage = responsiveImage('inline', { alt: 'A bar chart of sales' });

  /** The content '<p>A</p><p>B</p>' with the cursor between the paragraphs. */
  async function placeCursor(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const content = await openHtmlView(user, dialog);
    await user.clear(content);
    await user.type(content, '<p>A</p><p>B</p>');
    await user.keyboard('{ArrowLeft>8/}');
    return content;
  }

  it('uploads a described image with progress and puts its <picture> where the cursor was', async () => {
    const { sent, answer } = holdRequest('post', '/api/uploads', () =>
      HttpResponse.json(UPLOADED, { status: 201 }),
    );
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const { user, dialog } = await openAdd();
    const content = await placeCursor(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const group = within(dialog).getByRole('group', { name: 'Insert image' });
    await user.upload(within(group).getByLabelText('Image to insert'), photo('chart.png'));
    await user.type(description(group), 'A bar chart of sales');
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.authorization).toMatch(/^Bearer /);
    expect(sent[0]!.form.get('alt')).toBe('A bar chart of sales');
    expect(sent[0]!.form.get('image')).toBeInstanceOf(File);

    reportUpload(open, 0, 'progress', 64);
    expect(await within(group).findByText(/Uploading image: 64%/)).toBeInTheDocument();
    reportUpload(open, 0, 'load');
    expect(await within(group).findByText('Processing image...')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    answer.open();
    await waitFor(() => expect(content.value).toBe(`<p>A</p>${pictureMarkup(UPLOADED)}<p>B</p>`));
    expect(within(dialog).queryByRole('group', { name: 'Insert image' })).not.toBeInTheDocument();
    // The post's own Save is not held up by the insert controls, and sends the new content.
    expect(requests().filter((request) => request === 'POST /api/uploads')).toHaveLength(1);
  });

  it('the inserted markup: AVIF and WebP sources and a lazy JPEG <img> with size, alt and the content’s sizes', () => {
    const html = pictureMarkup(
      responsiveImage('x', { alt: 'Quotes " & <tags>', widths: [480, 960] }),
    );
    const sizes = IMAGE_SIZES.post;
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcset="/uploads/x-480.avif 480w,/uploads/x-960.avif 960w" sizes="${sizes}">` +
        `<source type="image/webp" srcset="/uploads/x-480.webp 480w,/uploads/x-960.webp 960w" sizes="${sizes}">` +
        `<img src="/uploads/x-480.jpg" srcset="/uploads/x-480.jpg 480w,/uploads/x-960.jpg 960w" sizes="${sizes}"` +
        ' width="960" height="640" alt="Quotes &quot; &amp; <tags>" loading="lazy">' +
        '</picture>',
    );
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelector('img')!.getAttribute('alt')).toBe('Quotes " & <tags>');
  });

  it('a decorative inserted image is sent with an empty description', async () => {
    const { sent, answer } = holdRequest('post', '/api/uploads', () =>
      HttpResponse.json({ ...UPLOADED, alt: '' }, { status: 201 }),
    );
    answer.open();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const group = within(dialog).getByRole('group', { name: 'Insert image' });
    await user.upload(within(group).getByLabelText('Image to insert'), photo());
    await user.click(decorative(group));
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form.get('alt')).toBe('');
    // Appended to the content, the cursor never having been placed in it.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Content (HTML)')).toHaveValue(
        `<p>Hi</p>${pictureMarkup({ ...UPLOADED, alt: '' })}`,
      ),
    );
  });

  it('asks for a file and a description before sending anything, and never blocks the post’s Save', async () => {
    const saved = holdRequest('post', '/api/blogs', () =>
      HttpResponse.json<PostView>(DESCRIBED, { status: 201 }),
    );
    saved.answer.open();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const group = within(dialog).getByRole('group', { name: 'Insert image' });
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Choose an image to insert.');
    await user.upload(within(group).getByLabelText('Image to insert'), photo());
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    expect(within(group).getByRole('alert')).toHaveTextContent(IMAGE_ALT_MESSAGE);
    expect(requests()).not.toContain('POST /api/uploads');

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved.sent).toHaveLength(1));
  });

  it.each([
    [413, 'Image is larger than 20 MB. Please choose a smaller file.'],
    [415, 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.'],
    [422, 'The image could not be read. It may be damaged.'],
  ])('a %i shows the server’s message and inserts nothing', async (status, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { answer } = holdRequest('post', '/api/uploads', () => errorAnswer(status, message));
    answer.open();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const group = within(dialog).getByRole('group', { name: 'Insert image' });
    await user.upload(within(group).getByLabelText('Image to insert'), photo());
    await user.type(description(group), 'Something');
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Content (HTML)')).toHaveValue('<p>Hi</p>');
    expect(within(group).getByRole('button', { name: 'Upload and insert' })).toBeEnabled();
  });

  it('a 401 ends the session and goes to the login page', async () => {
    const { answer } = holdRequest('post', '/api/uploads', () =>
      errorAnswer(401, 'Your session has ended.'),
    );
    answer.open();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const group = within(dialog).getByRole('group', { name: 'Insert image' });
    await user.upload(within(group).getByLabelText('Image to insert'), photo());
    await user.type(description(group), 'Something');
    await user.click(within(group).getByRole('button', { name: 'Upload and insert' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
