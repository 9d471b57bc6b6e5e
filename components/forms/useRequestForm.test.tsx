/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useRequestForm } from '@/components/forms/useRequestForm';

interface Values {
  name: string;
  note: string;
}
const empty: Values = { name: '', note: '' };
const validate = (values: Values) => (values.name.trim() ? {} : { name: 'required' as const });
const fetchMock = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function useForm(options: { draftPerQuery?: boolean; endpoint?: string } = {}) {
  return useRequestForm({
    empty,
    draftKey: 'test-draft',
    idPrefix: 'test',
    fieldOrder: ['name'] as const,
    validate,
    email: 'info@example.ge',
    ...options,
  });
}

/** What postContact reads of an answer (jsdom has no Response). */
const answer = (status: number, body: string) => ({
  ok: status < 300,
  status,
  text: async () => body,
});

/** A submit event from a real form, as the browser sends it. */
function submitEvent() {
  const form = document.createElement('form');
  return { preventDefault: () => {}, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
}

describe('useRequestForm', () => {
  it('keeps what was typed as the draft of this page, and restores it after a reload', () => {
    window.history.replaceState(null, '', '/?product=a');
    const first = renderHook(() => useForm());
    act(() => void first.result.current.restore(() => empty));
    act(() => first.result.current.update('name', 'Nino'));
    first.unmount();

    const again = renderHook(() => useForm());
    let restored = false;
    act(() => void (restored = again.result.current.restore(() => empty).restored));
    expect(restored).toBe(true);
    expect(again.result.current.values.name).toBe('Nino');
  });

  it('starts a page with another query afresh, unless the draft belongs to the page whatever its query', () => {
    window.history.replaceState(null, '', '/?product=a');
    const first = renderHook(() => useForm({ draftPerQuery: false }));
    act(() => void first.result.current.restore(() => empty));
    act(() => first.result.current.update('note', 'Two boxes'));
    first.unmount();

    window.history.replaceState(null, '', '/?product=b');
    const perQuery = renderHook(() => useForm());
    act(() => void perQuery.result.current.restore(() => ({ ...empty, note: 'Prefilled' })));
    expect(perQuery.result.current.values.note).toBe('Prefilled');
    const perPage = renderHook(() => useForm({ draftPerQuery: false }));
    act(() => void perPage.result.current.restore(() => empty));
    expect(perPage.result.current.values.note).toBe('Two boxes');
  });

  it('stops an invalid send with the error, and clears it as soon as the field is corrected', () => {
    const { result } = renderHook(() => useForm({ endpoint: '/api/requests' }));
    act(() => void result.current.restore(() => empty));
    act(() => result.current.send(submitEvent(), () => ({ subject: 's', body: 'b', payload: {} })));
    expect(result.current.delivery.status).toBe('invalid');
    expect(result.current.errors).toEqual({ name: 'required' });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => result.current.update('name', 'Nino'));
    expect(result.current.errors).toEqual({});
  });

  it('starts over after a request the endpoint took, with what onDelivered keeps, and drops the draft', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"reference":"M-2611-0042"}'));
    const { result } = renderHook(() => useForm({ endpoint: '/api/requests' }));
    act(() => void result.current.restore(() => empty));
    act(() => result.current.update('name', 'Nino'));
    act(() => result.current.update('note', 'Counter 1234'));
    const delivered = jest.fn((_answer: unknown, sent: Values) => ({ ...sent, note: '' }));
    act(() =>
      result.current.send(
        submitEvent(),
        () => ({ subject: 's', body: 'b', payload: {} }),
        delivered,
      ),
    );
    await waitFor(() => expect(result.current.delivery.status).toBe('sent'));
    expect(delivered).toHaveBeenCalledWith(
      { reference: 'M-2611-0042' },
      { name: 'Nino', note: 'Counter 1234' },
    );
    expect(result.current.values).toEqual({ name: 'Nino', note: '' });
    expect(sessionStorage.getItem('test-draft')).toBeNull();
  });

  it('shows the endpoint’s field errors as the form’s own', async () => {
    fetchMock.mockResolvedValue(answer(400, '{"errors":{"name":"required"}}'));
    const { result } = renderHook(() => useForm({ endpoint: '/api/requests' }));
    act(() => void result.current.restore(() => empty));
    act(() => result.current.update('name', 'x'));
    act(() => result.current.send(submitEvent(), () => ({ subject: 's', body: 'b', payload: {} })));
    await waitFor(() => expect(result.current.delivery.status).toBe('invalid'));
    expect(result.current.errors).toEqual({ name: 'required' });
    expect(result.current.values.name).toBe('x');
  });
});
