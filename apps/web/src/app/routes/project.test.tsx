// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { createProjectDetail, createSessionUser } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { ProjectRoute } from './project';

const project = createProjectDetail();
const openProject = async () => {
  saveSession('customer-token', createSessionUser(), false);
  const view = renderRoute(<ProjectRoute />, { path: '/projects/:id', url: `/projects/${project.id}` });
  const thread = within(await screen.findByRole('region', { name: 'Messages' }));
  return { ...view, thread };
};

describe('project page: the message thread', () => {
  it('marks an empty message, focuses it and sends nothing', async () => {
    const seen = stubFetch({ 'GET /api/projects/project-1': json(200, project) });
    const { user, thread } = await openProject();
    const body = thread.getByLabelText('Write a message');
    await user.type(body, '   ');
    await user.click(thread.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(thread.getByRole('alert').textContent).toBe('Message is required.');
    expect(seen.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    stubFetch({
      'GET /api/projects/project-1': json(200, project),
      'POST /api/projects/project-1/messages': json(429, { error: 'Too many messages: please wait a minute.' }),
    });
    const { user, thread } = await openProject();
    await user.type(thread.getByLabelText('Write a message'), 'Can the logo be bigger?');
    await user.click(thread.getByRole('button', { name: 'Send' }));
    expect((await thread.findByRole('alert')).textContent).toBe('Too many messages: please wait a minute.');
  });

  it('sends the message as typed (trimmed) and shows the thread the server answers, the form emptied', async () => {
    const answered = createProjectDetail({
      messages: [
        ...project.messages,
        {
          id: 'message-2',
          authorRole: 'customer',
          authorName: 'Asha Rao',
          body: 'Can the logo be bigger?',
          attachmentSrc: null,
          createdAt: '2030-01-02T12:00:00.000Z',
        },
      ],
    });
    const seen = stubFetch({
      'GET /api/projects/project-1': json(200, project),
      'POST /api/projects/project-1/messages': json(200, answered),
    });
    const { user, thread } = await openProject();
    await user.type(thread.getByLabelText('Write a message'), '  Can the logo be bigger? ');
    await user.click(thread.getByRole('button', { name: 'Send' }));
    expect(await thread.findByText('Can the logo be bigger?')).toBeTruthy();
    const sent = seen.find(({ method }) => method === 'POST');
    const body = sent?.body;
    if (!(body instanceof FormData)) throw new Error('the message was not sent as a form');
    expect([...body.entries()]).toEqual([['body', 'Can the logo be bigger?']]);
    expect((thread.getByLabelText('Write a message') as HTMLTextAreaElement).value).toBe('');
    expect(thread.queryByRole('alert')).toBeNull();
  });
});
